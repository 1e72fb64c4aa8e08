//! The valid domain of a model's numeric options, and the error for a value outside it.

use std::fmt;
use std::ops::RangeInclusive;

/// A numeric option outside its accepted range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AralikHatasi {
    /// The option's name as the reference model spells it (`denemeSiniri`).
    pub secenek: &'static str,
    /// The value given.
    pub deger: u32,
    /// The accepted range.
    pub aralik: RangeInclusive<u32>,
}

impl fmt::Display for AralikHatasi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ad, a) = (self.secenek, &self.aralik);
        write!(f, "{ad} = {} gecersiz: {}..={} araliginda olmali", self.deger, a.start(), a.end())
    }
}

impl std::error::Error for AralikHatasi {}

/// Checks each `(name, range)` of `araliklar` against the value at the same position.
pub fn denetle<const N: usize>(
    araliklar: &[(&'static str, RangeInclusive<u32>); N],
    degerler: [u32; N],
) -> Result<(), AralikHatasi> {
    for ((secenek, aralik), deger) in araliklar.iter().zip(degerler) {
        if !aralik.contains(&deger) {
            return Err(AralikHatasi { secenek, deger, aralik: aralik.clone() });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: [(&str, RangeInclusive<u32>); 2] = [("kira", 1..=10), ("tur", 0..=5)];

    #[test]
    fn ilk_aralik_disi_degeri_adlandirir() {
        assert_eq!(denetle(&A, [1, 5]), Ok(()));
        let hata = denetle(&A, [0, 6]).unwrap_err();
        assert_eq!(hata.to_string(), "kira = 0 gecersiz: 1..=10 araliginda olmali");
        let hata = denetle(&A, [10, 6]).unwrap_err();
        assert_eq!(hata.to_string(), "tur = 6 gecersiz: 0..=5 araliginda olmali");
    }
}
