//! An update's time in the browser over several tries: the median, which is the claim, and the
//! slowest, reported beside it.

/// An update's time in the browser over several tries (`performance.now()`, milliseconds):
/// the median is the claim, the slowest is reported beside it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sure {
    pub(crate) ortanca: f64,
    pub(crate) en_cok: f64,
    pub(crate) kac: usize,
}

impl Sure {
    pub(crate) fn yeni(sureler: &[f64]) -> Option<Sure> {
        let mut s: Vec<f64> = sureler.iter().copied().filter(|x| x.is_finite()).collect();
        s.sort_by(f64::total_cmp);
        let ortanca = *s.get(s.len() / 2)?;
        Some(Sure { ortanca, en_cok: s[s.len() - 1], kac: s.len() })
    }
}

impl std::fmt::Display for Sure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ortanca {:.1} ms'de (en yavaş {:.1} ms, {} deneme)",
            self.ortanca, self.en_cok, self.kac
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ortanca_ve_en_yavas() {
        let s = Sure::yeni(&[5.0, 1.0, f64::NAN, 3.0]).unwrap();
        assert_eq!((s.ortanca, s.en_cok, s.kac), (3.0, 5.0, 3));
        assert!(Sure::yeni(&[]).is_none());
    }
}
