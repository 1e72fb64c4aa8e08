//! The accepted range of a number, whole or decimal, and the error for a value outside it. One
//! range serves the model (`kosum` refuses the value), the command line (the flag's parser
//! refuses it) and the help text (which states it). Every range is closed, and every range is
//! written one way, without spaces so that a help line never breaks inside it: `1<=TUR<=10000`,
//! `0.01<=H<=24`.

use crate::bicim::sayi;
use std::fmt;

/// The accepted values of a number: from `alt` to `ust`, both included.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Aralik<T> {
    /// Smallest accepted value.
    pub alt: T,
    /// Largest accepted value.
    pub ust: T,
}

/// A number a range can bound: whole (`u32`) or decimal (`f64`), printed as JavaScript would.
pub trait Sinir: Copy + PartialOrd {
    /// The number as the help and the messages print it.
    fn yaz(self) -> String;
    /// What kind of number it is, in a message: `tam sayi`, `sayi`.
    const TUR: &'static str;
}

impl Sinir for u32 {
    fn yaz(self) -> String {
        self.to_string()
    }
    const TUR: &'static str = "tam sayi";
}

impl Sinir for f64 {
    fn yaz(self) -> String {
        sayi(self)
    }
    const TUR: &'static str = "sayi";
}

impl<T: Sinir> Aralik<T> {
    /// `alt <= x <= ust`.
    pub const fn kapali(alt: T, ust: T) -> Self {
        Aralik { alt, ust }
    }

    /// Whether `x` is accepted.
    pub fn icerir(&self, x: T) -> bool {
        self.alt <= x && x <= self.ust
    }

    /// The range as the help states it, with `harf` standing for the value: `1<=TUR<=10000`.
    pub fn yazi(&self, harf: &str) -> String {
        format!("{}<={harf}<={}", self.alt.yaz(), self.ust.yaz())
    }

    /// What a value outside the range must be instead: `1<=TUR<=10000 olan bir tam sayi
    /// olmali`.
    pub fn beklenen(&self, harf: &str) -> String {
        format!("{} olan bir {} olmali", self.yazi(harf), T::TUR)
    }
}

impl Aralik<f64> {
    /// A rate: `0<=ORAN<=1`.
    pub const ORAN: Aralik<f64> = Aralik::kapali(0.0, 1.0);
}

impl Aralik<u32> {
    /// `x` itself, or the error naming option `secenek` and this range.
    pub fn denetle(&self, secenek: &'static str, x: u32) -> Result<u32, AralikHatasi> {
        if self.icerir(x) { Ok(x) } else { Err(AralikHatasi { secenek, deger: x, aralik: *self }) }
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
        let (ad, x) = (self.secenek, self.deger);
        write!(f, "{ad} = {x} gecersiz: {} olmali", self.aralik.yazi(ad))
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
            "kira = 0 gecersiz: 1<=kira<=10 olmali"
        );
    }

    #[test]
    fn tek_yazim_tam_ve_ondalik() {
        let p = Aralik::kapali(0.01, 24.0);
        assert!(!p.icerir(0.0) && p.icerir(0.01) && p.icerir(24.0) && !p.icerir(24.000001));
        assert_eq!(p.yazi("H"), "0.01<=H<=24");
        assert_eq!(Aralik::ORAN.yazi("ORAN"), "0<=ORAN<=1");
        assert!(Aralik::ORAN.icerir(0.0) && Aralik::ORAN.icerir(1.0) && !Aralik::ORAN.icerir(1.5));
        assert_eq!(p.beklenen("H"), "0.01<=H<=24 olan bir sayi olmali");
        assert_eq!(KIRA.beklenen("TUR"), "1<=TUR<=10 olan bir tam sayi olmali");
    }
}
