import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, type Icon } from '@tabler/icons-react';
import { COMPANY, PRODUCT_NAME } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { Logo } from './logo';
import classes from './public-layout.module.css';

interface FooterLink {
  label: string;
  to: string;
}

const EXPLORE_LINKS: readonly FooterLink[] = [
  { label: 'Listing', to: paths.listing() },
  { label: 'Featured', to: paths.homeFeatured() },
  { label: 'FAQ', to: paths.faq() },
  { label: 'How it works', to: paths.faqHowItWorks() },
];

const COMPANY_LINKS: readonly FooterLink[] = [
  { label: 'About us', to: paths.aboutUs() },
  { label: 'Contact', to: paths.aboutUsContact() },
];

const SOCIAL_LINKS: readonly { label: string; href: string; icon: Icon }[] = [
  { label: 'SewaMudah on Facebook', href: 'https://www.facebook.com/sewamudah', icon: IconBrandFacebook },
  { label: 'SewaMudah on Instagram', href: 'https://www.instagram.com/sewamudah', icon: IconBrandInstagram },
  { label: 'SewaMudah on X', href: 'https://x.com/sewamudah', icon: IconBrandX },
  { label: 'SewaMudah on LinkedIn', href: 'https://www.linkedin.com/company/sewamudah', icon: IconBrandLinkedin },
];

function LinkColumn({ title, links, children }: { title: string; links: readonly FooterLink[]; children?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h6" tt="uppercase" c="gray.7">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} className={classes.footerLink}>
          {link.label}
        </Anchor>
      ))}
      {children}
    </Stack>
  );
}

export function PublicFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo to={paths.home()} />
            <Text size="sm" c="gray.7">
              {PRODUCT_NAME} is an online platform that simplifies the house rental process: find a home, apply, sign
              and pay, all in one place.
            </Text>
          </Stack>
          <LinkColumn title="Explore" links={EXPLORE_LINKS} />
          <LinkColumn title="Company" links={COMPANY_LINKS}>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} className={classes.footerLink}>
              Support
            </Anchor>
            <Anchor href={COMPANY.phoneHref} className={classes.footerLink}>
              {COMPANY.phone}
            </Anchor>
          </LinkColumn>
          <Stack gap={6}>
            <Title order={2} size="h6" tt="uppercase" c="gray.7">
              Follow us
            </Title>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ label, href, icon: SocialIcon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
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
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
