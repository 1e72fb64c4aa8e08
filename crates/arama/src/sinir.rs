//! The bounds of a check, as data: each lesson declares its own ([`SinirTanimi`]: a key, what it
//! means, its defaults, the range the checker and a page take), and a check holds the values
//! given ([`Sinirlar`]). The checker knows no bound by name; a lesson reads its own.

use ders::degismez::Boy;
use serde::Serialize;
use std::collections::BTreeMap;

/// A bound a lesson's check takes: its key (the JSON key a page sends, and the checker's flag
/// `--sinir-<key>` in kebab case), what it means in this lesson, its value at the report's
/// bounds (`tam`) and at the small ones `cargo xtask test` runs (`kucuk`), `None` for no bound;
/// its value for the report's table of the designs' fewest faults where that is not `tam`
/// (`tasarim`: the lesson's own configuration, which the report's plain checks and mutants
/// would not take in good time; [`Sinirlar::tasarimlar_icin`]); the values the checker takes
/// (`en_az` to `en_cok`), and the range a page takes, if a page sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct SinirTanimi {
    pub anahtar: &'static str,
    pub anlam: &'static str,
    pub tam: Option<u32>,
    pub kucuk: Option<u32>,
    pub tasarim: Option<u32>,
    pub en_az: u32,
    pub en_cok: u32,
    pub sayfa: Option<SayfaSiniri>,
}

/// The range of a bound a reader may set in the book's page, and why not more: the measured
/// growth past it. A page's check should stay within 1 GB of WebAssembly memory and end within
/// a few minutes, saying beforehand how long it expects to take (lider's own 5 nodes, any set
/// down: 10.5 million states in the fewest-faults search, about 400 MB); `cargo xtask kesif` takes
/// any.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct SayfaSiniri {
    pub alt: u32,
    pub ust: u32,
    pub neden: &'static str,
    /// The states the page's whole check explores with this bound at each value from `alt` to
    /// `ust` and everything else the lesson's and the report's
    /// ([`crate::ders_denetimi::sayfa_kesfedilen`]), for the page's estimate of its time; empty
    /// where not measured.
    pub kesfedilen: &'static [u64],
}

/// A bound as a page's form shows it: key, meaning, default (the report's), then its range and
/// why not more (`alt`, `ust`, `neden`, as [`SayfaSiniri`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct SayfadakiSinir {
    pub anahtar: &'static str,
    pub anlam: &'static str,
    pub varsayilan: u32,
    #[serde(flatten)]
    pub sayfa: SayfaSiniri,
}

impl SinirTanimi {
    /// The bound as a page's form shows it, if a page sets it.
    pub fn sayfada(&self) -> Option<SayfadakiSinir> {
        let sayfa = self.sayfa?;
        Some(SayfadakiSinir {
            anahtar: self.anahtar,
            anlam: self.anlam,
            varsayilan: self.tam?,
            sayfa,
        })
    }

    /// The checker's flag for it, without its dashes: `sinir-ayni-anda` for `ayniAnda`.
    pub fn bayrak(&self) -> String {
        self.anahtar.chars().fold(String::from("sinir-"), |mut k, c| {
            if c.is_ascii_uppercase() {
                k.push('-');
            }
            k.push(c.to_ascii_lowercase());
            k
        })
    }

    /// Whether the checker takes value `n`, or why not.
    pub fn denetle(&self, n: u32) -> Result<(), String> {
        if (self.en_az..=self.en_cok).contains(&n) {
            Ok(())
        } else {
            Err(format!("{}: {} ile {} arasında olmalı", self.anlam, self.en_az, self.en_cok))
        }
    }
}

/// The bounds of a check: the report's (`tam`), the small ones `cargo xtask test` runs
/// (`kucuk`), or either with some values given; each lesson reads the bounds it declares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sinirlar {
    /// Whose defaults the bounds not given take.
    pub boy: Boy,
    verilen: BTreeMap<String, u32>,
    /// Whether the report's bounds are those of its designs' table ([`SinirTanimi::tasarim`]).
    tasarim: bool,
}

impl Sinirlar {
    /// The report's bounds: exhaustive, the lesson's own sizes where it has them.
    pub fn tam() -> Self {
        Sinirlar::boy(Boy::Tam)
    }

    /// Small bounds for `cargo xtask test`: the same claims and mutants, fewer states.
    pub fn kucuk() -> Self {
        Sinirlar::boy(Boy::Kucuk)
    }

    /// The bounds a kept result was found under.
    pub fn boy(boy: Boy) -> Self {
        Sinirlar { boy, verilen: BTreeMap::new(), tasarim: false }
    }

    /// The same bounds as the report's table of the designs' fewest faults reads them: a bound
    /// not given takes its [`SinirTanimi::tasarim`] value where it has one (at the report's
    /// size only; the small bounds stay the same).
    pub fn tasarimlar_icin(mut self) -> Self {
        self.tasarim = true;
        self
    }

    /// The same bounds with bound `anahtar` given as `n`.
    pub fn ile(mut self, anahtar: &str, n: u32) -> Self {
        self.verilen.insert(anahtar.to_string(), n);
        self
    }

    /// Whether some bound was given: the check is then a reader's own, not the report's.
    pub fn kendi(&self) -> bool {
        !self.verilen.is_empty()
    }

    /// Whether a bound of `tanimlar` is given above the report's value: a check larger than
    /// the report's, which stateright's store would not hold in good memory (the book's engine
    /// runs it, [`crate::genislik`]).
    pub fn rapordan_buyuk(&self, tanimlar: &[SinirTanimi]) -> bool {
        tanimlar.iter().any(|t| {
            let verilen = self.verilen.get(t.anahtar).copied();
            verilen.zip(t.tam).is_some_and(|(v, tam)| v > tam)
        })
    }
    /// The states the page's check explores under these bounds, where the declarations of
    /// `tanimlar` know it: at most one bound given other than its default, and a
    /// [`SayfaSiniri::kesfedilen`] for it (or, none given, for a bound at its default).
    pub fn beklenen_kesfedilen(&self, tanimlar: &[SinirTanimi]) -> Option<u64> {
        let farkli: Vec<(&SinirTanimi, u32)> = tanimlar
            .iter()
            .filter_map(|t| Some((t, *self.verilen.get(t.anahtar)?)))
            .filter(|(t, n)| Some(*n) != t.tam)
            .collect();
        let (t, n) = match farkli.as_slice() {
            [] => {
                let t =
                    tanimlar.iter().find(|t| t.sayfa.is_some_and(|s| !s.kesfedilen.is_empty()))?;
                (t, t.tam?)
            }
            [(t, n)] => (*t, *n),
            _ => return None,
        };
        let sayfa = t.sayfa?;
        sayfa.kesfedilen.get(n.checked_sub(sayfa.alt)? as usize).copied()
    }
    /// The value of bound `t`: the one given, else its default at these bounds' size.
    pub fn deger(&self, t: &SinirTanimi) -> Option<u32> {
        self.verilen.get(t.anahtar).copied().or(match self.boy {
            Boy::Tam if self.tasarim => t.tasarim.or(t.tam),
            Boy::Tam => t.tam,
            Boy::Kucuk => t.kucuk,
        })
    }

    /// The value of bound `t`, which has a default at every size (its declaration says both
    /// `tam` and `kucuk`; a bound without one, a budget that may be unlimited, is read with
    /// [`Sinirlar::deger`]).
    pub fn sayi(&self, t: &SinirTanimi) -> u32 {
        self.deger(t).unwrap_or_else(|| panic!("'{}' sınırının varsayılanı yok", t.anahtar))
    }

    /// The report's bounds with the bounds of `verilen` (key, value) set, each checked against
    /// its declaration in `tanimlar` and the range a page takes (a negative value is out of it).
    pub fn sayfadan(tanimlar: &[SinirTanimi], verilen: &[(String, i64)]) -> Result<Self, String> {
        let mut s = Sinirlar::tam();
        for (anahtar, n) in verilen {
            let t = tanimlar
                .iter()
                .find(|t| t.anahtar == anahtar)
                .ok_or_else(|| format!("'{anahtar}' bu dersin sınırı değil"))?;
            let Some(sayfa) = t.sayfa else {
                return Err(format!("'{anahtar}' sayfada verilmez, yalnız cargo xtask kesif'te"));
            };
            let Some(n) = u32::try_from(*n).ok().filter(|n| (sayfa.alt..=sayfa.ust).contains(n))
            else {
                let mut e = format!(
                    "{}: {} ile {} arasında olmalı ({n} verildi)",
                    t.anlam, sayfa.alt, sayfa.ust
                );
                if *n > i64::from(sayfa.ust) {
                    e += &format!("; {}; daha büyüğü için: cargo xtask kesif", sayfa.neden);
                }
                return Err(e);
            };
            s = s.ile(anahtar, n);
        }
        Ok(s)
    }
}

/// One configuration a report checks: its name in the report (`citleme+kalici tetik, 3 dugum,
/// her kume`) and the model, possibly a mutant.
pub type Yapilandirma<M> = (String, M);

#[cfg(test)]
mod tests {
    use super::*;

    const DUGUM: SinirTanimi = SinirTanimi {
        anahtar: "ayniAnda",
        anlam: "aynı anda",
        tam: Some(2),
        kucuk: Some(1),
        tasarim: None,
        en_az: 1,
        en_cok: 5,
        sayfa: Some(SayfaSiniri { alt: 1, ust: 2, neden: "büyür", kesfedilen: &[10, 20] }),
    };

    #[test]
    fn sinirlar_bildirimlerinden_okunur() {
        assert_eq!(DUGUM.bayrak(), "sinir-ayni-anda");
        assert_eq!(Sinirlar::tam().deger(&DUGUM), Some(2));
        assert_eq!(Sinirlar::kucuk().deger(&DUGUM), Some(1));
        assert_eq!(Sinirlar::kucuk().ile("ayniAnda", 4).deger(&DUGUM), Some(4));
        // the designs' table: its own value at the report's size, none at the small one, and
        // a bound given wins
        let tasarimli = SinirTanimi { tasarim: Some(5), ..DUGUM };
        assert_eq!(Sinirlar::tam().tasarimlar_icin().deger(&tasarimli), Some(5));
        assert_eq!(Sinirlar::tam().tasarimlar_icin().deger(&DUGUM), Some(2));
        assert_eq!(Sinirlar::tam().deger(&tasarimli), Some(2));
        assert_eq!(Sinirlar::kucuk().tasarimlar_icin().deger(&tasarimli), Some(1));
        let verilen = Sinirlar::tam().ile("ayniAnda", 3).tasarimlar_icin();
        assert_eq!(verilen.deger(&tasarimli), Some(3));
        assert!(!Sinirlar::tam().kendi() && Sinirlar::tam().ile("x", 1).kendi());
        assert!(DUGUM.denetle(5).is_ok() && DUGUM.denetle(6).is_err());
        let s = Sinirlar::sayfadan(&[DUGUM], &[("ayniAnda".into(), 1)]).unwrap();
        assert_eq!(s.deger(&DUGUM), Some(1));
        let e = Sinirlar::sayfadan(&[DUGUM], &[("ayniAnda".into(), 3)]).unwrap_err();
        assert_eq!(
            e,
            "aynı anda: 1 ile 2 arasında olmalı (3 verildi); büyür; daha büyüğü için: cargo xtask \
             kesif"
        );
        assert!(Sinirlar::sayfadan(&[DUGUM], &[("yok".into(), 1)]).is_err());
        assert_eq!(DUGUM.sayfada().map(|s| s.varsayilan), Some(2));
    }
}
