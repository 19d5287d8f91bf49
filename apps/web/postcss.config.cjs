/** Mantine's PostCSS preset: rem/em helpers, light-dark() and breakpoint mixins in CSS modules. */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
