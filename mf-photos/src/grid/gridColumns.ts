/** One column on phones, two on tablets, three on small laptops, four on large screens. */
export const GRID_COLUMN = { xs: 24, sm: 12, md: 8, lg: 6 } as const;
export const GRID_GUTTER: [number, number] = [16, 16];
