declare module "virtual:locale-chunks" {
  /** Where the client build put each translation chunk, keyed `locale/namespace` (empty in development). */
  const chunks: Record<string, string>;
  export default chunks;
}
