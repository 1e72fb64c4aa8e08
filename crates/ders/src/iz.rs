//! Where a model run tells its events: a trace sink. The model calls [`Iz::olay`] with a
//! closure that builds the event; `()` keeps nothing and never builds it, so a run without a
//! trace costs nothing; a `Vec` keeps every event in order.

/// Receives a model run's events of type `O`.
pub trait Iz<O> {
    /// Whether this sink keeps events (a model may skip work that only a kept trace needs).
    const TUTAR: bool;
    /// One event; `olay` builds it only if the sink keeps it.
    fn olay(&mut self, olay: impl FnOnce() -> O);
}

impl<O> Iz<O> for () {
    const TUTAR: bool = false;
    #[inline(always)]
    fn olay(&mut self, _: impl FnOnce() -> O) {}
}

impl<O> Iz<O> for Vec<O> {
    const TUTAR: bool = true;
    fn olay(&mut self, olay: impl FnOnce() -> O) {
        self.push(olay());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(iz: &mut impl Iz<u32>, kurulan: &mut u32) {
        for i in 0..3 {
            iz.olay(|| {
                *kurulan += 1;
                i
            });
        }
    }

    #[test]
    fn bos_iz_olayi_kurmaz_liste_sirayla_tutar() {
        let mut kurulan = 0;
        say(&mut (), &mut kurulan);
        assert_eq!(kurulan, 0);
        let mut v = Vec::new();
        say(&mut v, &mut kurulan);
        assert_eq!((v, kurulan), (vec![0, 1, 2], 3));
    }
}
