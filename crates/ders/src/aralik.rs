//! The accepted range of a number, whole or decimal, and the error for a value outside it. One
//! range serves the model (`kosum` refuses the value), the command line (the flag's parser
//! refuses it) and the help text (which states it).

use crate::bicim::sayi;
use std::fmt;

/// The accepted values of a number: from `alt` (included unless `alt_dahil` is false) to
/// `ust` (included).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Aralik<T> {
    /// Smallest value, or the bound just below the smallest when `alt_dahil` is false.
    pub alt: T,
    /// Largest accepted value.
    pub ust: T,
    /// Whether `alt` itself is accepted.
    pub alt_dahil: bool,
}

impl<T: Copy + PartialOrd> Aralik<T> {
    /// `alt..=ust`.
    pub const fn kapali(alt: T, ust: T) -> Self {
        Aralik { alt, ust, alt_dahil: true }
    }

    /// `alt < x <= ust`.
    pub const fn alti_acik(alt: T, ust: T) -> Self {
        Aralik { alt, ust, alt_dahil: false }
    }

    /// Whether `x` is accepted.
    pub fn icerir(&self, x: T) -> bool {
        let alttan = if self.alt_dahil { x >= self.alt } else { x > self.alt };
        alttan && x <= self.ust
    }
}

impl Aralik<f64> {
    /// A rate: `0..=1`.
    pub const ORAN: Aralik<f64> = Aralik::kapali(0.0, 1.0);

    /// A positive amount up to `ust`: `0 < x <= ust`.
    pub const fn pozitif(ust: f64) -> Self {
        Aralik::alti_acik(0.0, ust)
    }

    /// The range as the help states it, with `harf` standing for the value when the lower
    /// bound is open: `0..=1`, `0 < N <= 1000000000`.
    pub fn yazi(&self, harf: &str) -> String {
        if self.alt_dahil {
            format!("{}..={}", sayi(self.alt), sayi(self.ust))
        } else {
            format!("{} < {harf} <= {}", sayi(self.alt), sayi(self.ust))
        }
    }

    /// What a value outside the range must be instead.
    pub fn beklenen(&self) -> String {
        if self.alt_dahil {
            format!("{} ile {} arasinda bir oran olmali", sayi(self.alt), sayi(self.ust))
        } else {
            format!("{} ile {} arasinda pozitif bir sayi olmali", sayi(self.alt), sayi(self.ust))
        }
    }
}

impl Aralik<u32> {
    /// `x` itself, or the error naming option `secenek` and this range.
    pub fn denetle(&self, secenek: &'static str, x: u32) -> Result<u32, AralikHatasi> {
        if self.icerir(x) { Ok(x) } else { Err(AralikHatasi { secenek, deger: x, aralik: *self }) }
    }

    /// What a value outside the range must be instead.
    pub fn beklenen(&self) -> String {
        format!("{self} araliginda bir tam sayi olmali")
    }
}

impl fmt::Display for Aralik<u32> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..={}", self.alt, self.ust)
    }
}

/// A whole-number option outside its accepted range: the model's error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AralikHatasi {
    /// The option's name as the reference model spells it (`denemeSiniri`).
    pub secenek: &'static str,
    /// The value given.
    pub deger: u32,
    /// The range it broke.
    pub aralik: Aralik<u32>,
}

impl Eq for Aralik<u32> {}

impl fmt::Display for AralikHatasi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = {} gecersiz: {} araliginda olmali", self.secenek, self.deger, self.aralik)
    }
}

impl std::error::Error for AralikHatasi {}

#[cfg(test)]
mod tests {
    use super::*;

    const KIRA: Aralik<u32> = Aralik::kapali(1, 10);

    #[test]
    fn aralik_disi_degeri_adlandirir() {
        assert_eq!(KIRA.denetle("kira", 10), Ok(10));
        assert_eq!(
            KIRA.denetle("kira", 0).unwrap_err().to_string(),
            "kira = 0 gecersiz: 1..=10 araliginda olmali"
        );
    }

    #[test]
    fn acik_alt_sinir_dahil_degil() {
        let p = Aralik::pozitif(24.0);
        assert!(!p.icerir(0.0) && p.icerir(5e-324) && p.icerir(24.0) && !p.icerir(24.000001));
        assert_eq!(p.yazi("H"), "0 < H <= 24");
        assert_eq!(Aralik::ORAN.yazi("ORAN"), "0..=1");
        assert!(Aralik::ORAN.icerir(0.0) && Aralik::ORAN.icerir(1.0) && !Aralik::ORAN.icerir(1.5));
        assert_eq!(p.beklenen(), "0 ile 24 arasinda pozitif bir sayi olmali");
        assert_eq!(KIRA.beklenen(), "1..=10 araliginda bir tam sayi olmali");
    }
}
