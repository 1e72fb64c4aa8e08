//! An option's accepted values: a closed range ([`Aralik`]), a whole-number option declared once
//! with its range, default and help ([`Tam`]), and the error for a value outside its range
//! ([`AralikHatasi`]), and a run's error ([`SecenekHatasi`]). The model checks its options against these; the programs read the same
//! declarations for their flags and help (`ders::secenek`).

use std::fmt;

/// The accepted values of a number: from `alt` to `ust`, both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Aralik<T> {
    /// Smallest accepted value.
    pub alt: T,
    /// Largest accepted value.
    pub ust: T,
}

impl<T: Copy + PartialOrd> Aralik<T> {
    /// `alt <= x <= ust`.
    pub const fn kapali(alt: T, ust: T) -> Self {
        Aralik { alt, ust }
    }

    /// Whether `x` is accepted.
    pub fn icerir(&self, x: T) -> bool {
        self.alt <= x && x <= self.ust
    }
}

/// A whole-number option of a model (`kira`, `tur`): its JSON key, its value's name in the help,
/// what it means, its accepted range and the lesson's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tam {
    /// JSON key, as the reference model spells it (`denemeSiniri`).
    pub ad: &'static str,
    /// The value's name in the help (`TUR`).
    pub deger_adi: &'static str,
    /// What it means, as the help says it.
    pub anlam: &'static str,
    /// Accepted values.
    pub aralik: Aralik<u32>,
    /// The lesson's value.
    pub varsayilan: u32,
}

impl Tam {
    /// `x` itself, or the error naming this option and its range.
    pub fn denetle(&self, x: u32) -> Result<u32, AralikHatasi> {
        if self.aralik.icerir(x) {
            Ok(x)
        } else {
            Err(AralikHatasi { secenek: self.ad, deger: x, aralik: self.aralik })
        }
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

impl fmt::Display for AralikHatasi {
    /// `kira = 0 gecersiz: 1<=kira<=10 olmali`: the range written as the help writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ad, Aralik { alt, ust }) = (self.secenek, self.aralik);
        write!(f, "{ad} = {} geçersiz: {alt}<={ad}<={ust} olmalı", self.deger)
    }
}

impl std::error::Error for AralikHatasi {}

/// Why a run cannot be made: an option outside its range, or a fault schedule written down
/// (`--ariza`) that the run cannot take, said in Turkish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SecenekHatasi {
    /// A whole-number option outside its range.
    Aralik(AralikHatasi),
    /// A written-down schedule the run cannot take.
    Zamanlama(String),
}

impl From<AralikHatasi> for SecenekHatasi {
    fn from(h: AralikHatasi) -> Self {
        SecenekHatasi::Aralik(h)
    }
}

impl fmt::Display for SecenekHatasi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SecenekHatasi::Aralik(h) => h.fmt(f),
            SecenekHatasi::Zamanlama(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for SecenekHatasi {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aralik_disi_degeri_adlandirir() {
        let tarama = Tam {
            ad: "tarama",
            deger_adi: "TUR",
            anlam: "Tarama aralığı",
            aralik: Aralik::kapali(1, 8),
            varsayilan: 2,
        };
        assert_eq!((tarama.denetle(1), tarama.denetle(8)), (Ok(1), Ok(8)));
        let hata = tarama.denetle(9).unwrap_err();
        assert_eq!(hata.to_string(), "tarama = 9 geçersiz: 1<=tarama<=8 olmalı");
        let p = Aralik::kapali(0.01, 24.0);
        assert!(!p.icerir(0.0) && p.icerir(0.01) && p.icerir(24.0) && !p.icerir(24.000001));
    }
}
