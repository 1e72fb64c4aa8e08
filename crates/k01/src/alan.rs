//! The valid domain of a model's numeric options, and the error for a value outside it. One
//! [`Aralik`] serves the model (`kosum` refuses the value), the command line (the flag's parser
//! refuses it) and the help text (which states it).

use std::fmt;

/// The accepted range of one whole-number option, with the option's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Aralik {
    /// The option's name as the reference model spells it (`denemeSiniri`).
    pub secenek: &'static str,
    /// Smallest accepted value.
    pub alt: u32,
    /// Largest accepted value.
    pub ust: u32,
}

impl Aralik {
    /// A range.
    pub const fn yeni(secenek: &'static str, alt: u32, ust: u32) -> Self {
        Aralik { secenek, alt, ust }
    }

    /// `deger` itself, or the error naming the option and its range.
    pub fn denetle(&self, deger: u32) -> Result<u32, AralikHatasi> {
        if (self.alt..=self.ust).contains(&deger) {
            Ok(deger)
        } else {
            Err(AralikHatasi { aralik: *self, deger })
        }
    }

    /// A command-line value parser for this range: a whole number inside it.
    pub fn ayristirici(
        self,
    ) -> impl Fn(&str) -> Result<u32, String> + Clone + Send + Sync + 'static {
        move |s: &str| {
            let beklenen = format!("{}..={} araliginda bir tam sayi olmali", self.alt, self.ust);
            match s.trim().parse::<u32>() {
                Ok(n) if (self.alt..=self.ust).contains(&n) => Ok(n),
                _ => Err(beklenen),
            }
        }
    }
}

impl fmt::Display for Aralik {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..={}", self.alt, self.ust)
    }
}

/// A numeric option outside its accepted range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AralikHatasi {
    /// The range it broke (with the option's name).
    pub aralik: Aralik,
    /// The value given.
    pub deger: u32,
}

impl fmt::Display for AralikHatasi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = &self.aralik;
        write!(f, "{} = {} gecersiz: {a} araliginda olmali", a.secenek, self.deger)
    }
}

impl std::error::Error for AralikHatasi {}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    const KIRA: Aralik = Aralik::yeni("kira", 1, 10);

    #[test]
    fn aralik_disi_degeri_adlandirir() {
        assert_eq!(KIRA.denetle(10), Ok(10));
        assert_eq!(
            KIRA.denetle(0).unwrap_err().to_string(),
            "kira = 0 gecersiz: 1..=10 araliginda olmali"
        );
    }

    #[rstest]
    #[case("1", Ok(1))]
    #[case(" 10 ", Ok(10))]
    #[case("0", Err(()))]
    #[case("11", Err(()))]
    #[case("-1", Err(()))]
    #[case("2.5", Err(()))]
    #[case("NaN", Err(()))]
    #[case("", Err(()))]
    #[case("99999999999", Err(()))]
    fn ayristirici(#[case] girdi: &str, #[case] beklenen: Result<u32, ()>) {
        let sonuc = KIRA.ayristirici()(girdi);
        match beklenen {
            Ok(n) => assert_eq!(sonuc, Ok(n)),
            Err(()) => assert_eq!(sonuc.unwrap_err(), "1..=10 araliginda bir tam sayi olmali"),
        }
    }
}
