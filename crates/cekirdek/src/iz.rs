//! Where a model tells its events: a trace sink. A model's step emits each event in the branch
//! where it decides ([`Iz::olay`]); the state a story or a picture shows, which nothing else
//! needs, goes through [`Iz::ayrinti`] and is built only when the events are kept.
//!
//! - `()` keeps nothing and builds nothing: a run without a trace costs nothing.
//! - `Vec<O>` keeps every event in order.
//! - [`Sayan`] adds every event to the run's totals ([`Toplar`]) before passing it on: the
//!   model's state holds no totals.
//! - [`Turda`] stamps each event with its round ([`TurOlayi`]).
//!
//! An event's name, as the JSON of a trace gives it, is its variant's ([`olay_adi`]).

/// An event's name as a trace's JSON gives it: its variant's name, first letter lower
/// (`HataVerdi { .. }` -> `hataVerdi`).
pub fn olay_adi(olay: &impl core::fmt::Debug) -> String {
    let yazi = format!("{olay:?}");
    let mut harfler = yazi.chars().take_while(char::is_ascii_alphanumeric);
    harfler.next().map(|c| c.to_ascii_lowercase()).into_iter().chain(harfler).collect()
}
/// Receives a model run's events of type `O`.
pub trait Iz<O> {
    /// Whether this sink keeps events.
    const TUTAR: bool;
    /// One event; `olay` builds it only if the sink needs it.
    fn olay(&mut self, olay: impl FnOnce() -> O);
    /// An event only a kept trace needs (the state a story or a picture shows): built only if
    /// the sink keeps events, and never counted.
    fn ayrinti(&mut self, olay: impl FnOnce() -> O) {
        if Self::TUTAR {
            self.olay(olay);
        }
    }
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

/// A run's totals, accumulated from its events (a lesson's `Olcum`).
pub trait Toplar<O> {
    /// Adds one event.
    fn isle(&mut self, olay: &O);
}

/// A sink that adds every event to the totals `.0` and passes it on to `.1`.
#[derive(Debug)]
pub struct Sayan<'a, T, I>(pub &'a mut T, pub &'a mut I);

impl<O, T: Toplar<O>, I: Iz<O>> Iz<O> for Sayan<'_, T, I> {
    const TUTAR: bool = I::TUTAR;
    #[inline(always)]
    fn olay(&mut self, olay: impl FnOnce() -> O) {
        let olay = olay();
        self.0.isle(&olay);
        self.1.olay(|| olay);
    }
    #[inline(always)]
    fn ayrinti(&mut self, olay: impl FnOnce() -> O) {
        self.1.ayrinti(olay);
    }
}

/// An event of round `tur`, as a traced run keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TurOlayi<O> {
    /// The round it happened in (the first is 1).
    pub tur: u32,
    /// What happened.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub olay: O,
}

/// A sink that stamps each event with round `.0` and passes it on to `.1`.
#[derive(Debug)]
pub struct Turda<'a, I>(pub u32, pub &'a mut I);

impl<O, I: Iz<TurOlayi<O>>> Iz<O> for Turda<'_, I> {
    const TUTAR: bool = I::TUTAR;
    #[inline(always)]
    fn olay(&mut self, olay: impl FnOnce() -> O) {
        let tur = self.0;
        self.1.olay(|| TurOlayi { tur, olay: olay() });
    }
    #[inline(always)]
    fn ayrinti(&mut self, olay: impl FnOnce() -> O) {
        let tur = self.0;
        self.1.ayrinti(|| TurOlayi { tur, olay: olay() });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    #[allow(dead_code, reason = "only the variant's name is read")]
    enum Olay {
        HataVerdi { adim: usize },
        Durdu,
    }

    #[test]
    fn olayin_adi_degiskenin_adi() {
        assert_eq!(olay_adi(&Olay::HataVerdi { adim: 2 }), "hataVerdi");
        assert_eq!(olay_adi(&Olay::Durdu), "durdu");
    }

    /// Counts odd events.
    #[derive(Default)]
    struct Tek(u32);

    impl Toplar<TurOlayi<u32>> for Tek {
        fn isle(&mut self, k: &TurOlayi<u32>) {
            self.0 += k.olay % 2;
        }
    }

    fn adim(iz: &mut impl Iz<u32>, kurulan: &mut u32) {
        for i in 0..3 {
            iz.olay(|| {
                *kurulan += 1;
                i
            });
        }
        iz.ayrinti(|| {
            *kurulan += 1;
            9
        });
    }

    #[test]
    fn bos_iz_olayi_kurmaz_liste_sirayla_tutar() {
        let mut kurulan = 0;
        adim(&mut (), &mut kurulan);
        assert_eq!(kurulan, 0);
        let mut v = Vec::new();
        adim(&mut v, &mut kurulan);
        assert_eq!((v, kurulan), (vec![0, 1, 2, 9], 4));
    }

    #[test]
    fn sayan_her_olayi_sayar_ayrintiyi_yalniz_izlenirken_kurar() {
        let (mut kurulan, mut toplam) = (0, Tek::default());
        adim(&mut Turda(7, &mut Sayan(&mut toplam, &mut ())), &mut kurulan);
        assert_eq!((kurulan, toplam.0), (3, 1));
        let mut v = Vec::new();
        adim(&mut Turda(8, &mut Sayan(&mut toplam, &mut v)), &mut kurulan);
        assert_eq!((kurulan, toplam.0), (7, 2));
        let olaylar: Vec<(u32, u32)> = v.iter().map(|k| (k.tur, k.olay)).collect();
        assert_eq!(olaylar, [(8, 0), (8, 1), (8, 2), (8, 9)]);
    }
}
