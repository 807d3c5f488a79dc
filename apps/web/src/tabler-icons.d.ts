/** An icon's drawing: the elements inside its 24x24 <svg> (build/tabler-icons.ts). */
declare module '~icons/tabler/*' {
  const drawing: string;
  export default drawing;
}
