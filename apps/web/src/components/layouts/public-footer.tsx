import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, type Icon } from '@tabler/icons-react';
import { COMPANY, PRODUCT_NAME } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n';
import { Logo } from './logo';
import classes from './public-layout.module.css';

interface FooterLink {
  label: MessageKey;
  to: string;
}

const EXPLORE_LINKS: readonly FooterLink[] = [
  { label: 'footer.listing', to: paths.listing() },
  { label: 'footer.featured', to: paths.homeFeatured() },
  { label: 'footer.faq', to: paths.faq() },
  { label: 'footer.howItWorks', to: paths.faqHowItWorks() },
];

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: 'footer.aboutUs', to: paths.aboutUs() },
  { label: 'footer.contact', to: paths.aboutUsContact() },
];

/** `network`: a brand name, the same in every language. */
const SOCIAL_LINKS: readonly { network: string; href: string; icon: Icon }[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/sewamudah', icon: IconBrandFacebook },
  { network: 'Instagram', href: 'https://www.instagram.com/sewamudah', icon: IconBrandInstagram },
  { network: 'X', href: 'https://x.com/sewamudah', icon: IconBrandX },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/sewamudah', icon: IconBrandLinkedin },
];

function LinkColumn({ title, links, children }: { title: string; links: readonly FooterLink[]; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Title order={2} size="h6" tt="uppercase" c="gray.7">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} className={classes.footerLink}>
          {t(link.label)}
        </Anchor>
      ))}
      {children}
    </Stack>
  );
}

export function PublicFooter() {
  const t = useT();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo to={paths.home()} />
            <Text size="sm" c="gray.7">
              {t('footer.about', { product: PRODUCT_NAME })}
            </Text>
          </Stack>
          <LinkColumn title={t('footer.explore')} links={EXPLORE_LINKS} />
          <LinkColumn title={t('footer.company')} links={COMPANY_LINKS}>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} className={classes.footerLink}>
              {t('footer.support')}
            </Anchor>
            <Anchor href={COMPANY.phoneHref} className={classes.footerLink}>
              {COMPANY.phone}
            </Anchor>
          </LinkColumn>
          <Stack gap={6}>
            <Title order={2} size="h6" tt="uppercase" c="gray.7">
              {t('footer.followUs')}
            </Title>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ network, href, icon: SocialIcon }) => (
                <ActionIcon
                  key={network}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.social', { product: PRODUCT_NAME, network })}
                  variant="default"
                  size="lg"
                  radius="xl"
                >
                  <SocialIcon size={18} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="xl" ta="center">
          {t('footer.rights', { year: String(new Date().getFullYear()), product: PRODUCT_NAME })}
        </Text>
      </Container>
    </Box>
  );
}
