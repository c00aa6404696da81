// The build's list of responsive copies of public/media (src/build/responsive-media.ts).
declare module "virtual:media-variants" {
  const variants: import("../shared/media/responsive").MediaVariants;
  export default variants;
}
