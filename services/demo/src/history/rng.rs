//! A small deterministic PRNG (SplitMix64). The same seed gives the same stream on every
//! platform and build, which is what the demo's determinism rests on; `rand`'s thread RNG is
//! never used.

#[derive(Debug, Clone)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// An independent stream for one entity (a case, a day, a contact): the generator of one
    /// entity does not depend on how many numbers the others drew.
    pub fn derive(seed: u64, stream: u64, index: u64) -> Rng {
        let mut mix = Rng::new(seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let a = mix.next_u64();
        Rng::new(a ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// Uniform integer in [lo, hi] (inclusive).
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        if hi <= lo {
            return lo;
        }
        let span = (hi - lo + 1) as u64;
        lo + (self.next_u64() % span) as i64
    }

    /// Uniform real in [lo, hi).
    pub fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// Standard normal (Box–Muller).
    pub fn normal(&mut self) -> f64 {
        let u1 = self.unit().max(1e-12);
        let u2 = self.unit();
        (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
    }

    /// Log-normal with the given median and spread (sigma of the underlying normal): the shape
    /// of durations and amounts, which are skewed to the right.
    pub fn lognormal(&mut self, median: f64, sigma: f64) -> f64 {
        median * (sigma * self.normal()).exp()
    }

    /// Poisson-distributed count with mean `lambda` (Knuth; lambda is small here).
    pub fn poisson(&mut self, lambda: f64) -> u32 {
        if lambda <= 0.0 {
            return 0;
        }
        if lambda > 60.0 {
            return (lambda + lambda.sqrt() * self.normal()).round().max(0.0) as u32;
        }
        let limit = (-lambda).exp();
        let mut product = self.unit();
        let mut count = 0;
        while product > limit {
            product *= self.unit();
            count += 1;
        }
        count
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.range(0, items.len() as i64 - 1) as usize]
    }

    /// Index drawn with the given weights.
    pub fn weighted_index(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        let mut x = self.unit() * total;
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }

    /// An item drawn from (item, weight) pairs.
    pub fn weighted<'a, T>(&mut self, items: &'a [(T, f64)]) -> &'a T {
        let weights: Vec<f64> = items.iter().map(|(_, w)| *w).collect();
        &items[self.weighted_index(&weights)].0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_streams_differ() {
        let a: Vec<u64> = (0..5).map({
            let mut r = Rng::new(7);
            move |_| r.next_u64()
        })
        .collect();
        let mut r = Rng::new(7);
        assert_eq!(a, (0..5).map(|_| r.next_u64()).collect::<Vec<_>>());
        assert_ne!(Rng::derive(7, 1, 1).next_u64(), Rng::derive(7, 1, 2).next_u64());
        assert_ne!(Rng::derive(7, 1, 1).next_u64(), Rng::derive(8, 1, 1).next_u64());
    }

    #[test]
    fn ranges_and_distributions_stay_in_bounds() {
        let mut r = Rng::new(1);
        for _ in 0..10_000 {
            let x = r.range(3, 9);
            assert!((3..=9).contains(&x));
            assert!((0.0..1.0).contains(&r.unit()));
        }
        let mean = (0..20_000).map(|_| r.poisson(4.0) as f64).sum::<f64>() / 20_000.0;
        assert!((mean - 4.0).abs() < 0.1, "{mean}");
    }
}
