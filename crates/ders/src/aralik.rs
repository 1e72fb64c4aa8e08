//! How a range is written for people: the help and the messages state every range one way,
//! without spaces so that a help line never breaks inside it (`1<=TUR<=10000`, `0.01<=H<=24`),
//! numbers as JavaScript prints them. The range itself is the kernel's ([`Aralik`]).

pub use cekirdek::{Aralik, AralikHatasi};
use cikti::bicim::sayi;

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
    const TUR: &'static str = "tam sayı";
}

impl Sinir for f64 {
    fn yaz(self) -> String {
        sayi(self)
    }
    const TUR: &'static str = "sayı";
}

/// A rate: `0<=ORAN<=1`.
pub const ORAN: Aralik<f64> = Aralik::kapali(0.0, 1.0);

/// A range as the help and the messages write it.
pub trait Yazi {
    /// The range with `harf` standing for the value: `1<=TUR<=10000`.
    fn yazi(&self, harf: &str) -> String;
    /// What a value outside the range must be instead: `1<=TUR<=10000 olan bir tam sayi olmali`.
    fn beklenen(&self, harf: &str) -> String;
}

impl<T: Sinir> Yazi for Aralik<T> {
    fn yazi(&self, harf: &str) -> String {
        format!("{}<={harf}<={}", self.alt.yaz(), self.ust.yaz())
    }
    fn beklenen(&self, harf: &str) -> String {
        format!("{} olan bir {} olmalı", self.yazi(harf), T::TUR)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tek_yazim_tam_ve_ondalik() {
        let p = Aralik::kapali(0.01, 24.0);
        assert_eq!(p.yazi("H"), "0.01<=H<=24");
        assert_eq!(ORAN.yazi("ORAN"), "0<=ORAN<=1");
        assert!(ORAN.icerir(0.0) && ORAN.icerir(1.0) && !ORAN.icerir(1.5));
        assert_eq!(p.beklenen("H"), "0.01<=H<=24 olan bir sayı olmalı");
        assert_eq!(Aralik::kapali(1, 10).beklenen("TUR"), "1<=TUR<=10 olan bir tam sayı olmalı");
    }
}
