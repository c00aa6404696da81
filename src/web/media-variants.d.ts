// The build's list of responsive copies of public/media (src/build/responsive-media.ts): a picture's path →
// the widths made of it, the shape of MediaVariants (src/shared/media/responsive.ts; an ambient module
// cannot import it by a relative path).
declare module "virtual:media-variants" {
  const variants: Record<string, readonly number[]>;
  export default variants;
}
