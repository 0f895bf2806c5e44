export default {
  plugins: {
    "postcss-nesting": {},
    "@tailwindcss/postcss": {},
  },
};
