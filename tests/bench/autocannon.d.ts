/** The part of autocannon 8's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Percentiles {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** A sequence every connection loops through, in order; each path replaces the url's. */
    requests?: { method?: string; path: string }[];
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
