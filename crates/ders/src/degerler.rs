//! The values of a program's options ([`Degerler`]): what its flags said, or each option's
//! default, read by kind of option and written as JSON. The options themselves are declared as
//! data in [`crate::secenek`].

use crate::secenek::{Anahtar, Deger, Metin, Ondalik, Secim, Tam, Tanim};
use serde::ser::{Serialize, SerializeMap, Serializer};

/// The values of a program's options, in declaration order: what its flags said, or each
/// option's default; and the keys of those that are the lessons' own assumptions
/// ([`Tanim::dersin_varsayimi`]). Serializes as a JSON object keyed by the options' JSON keys.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Degerler(Vec<(&'static str, Deger)>, Vec<&'static str>);

/// The keys of `tanimlar` that are the lessons' own assumptions.
fn dersinkiler(tanimlar: &[&dyn Tanim]) -> Vec<&'static str> {
    tanimlar.iter().filter(|t| t.dersin_varsayimi()).map(|t| t.ad()).collect()
}

impl Degerler {
    /// Every option at its default.
    pub fn varsayilan(tanimlar: &[&dyn Tanim]) -> Self {
        Degerler(tanimlar.iter().map(|t| (t.ad(), t.varsayilan())).collect(), dersinkiler(tanimlar))
    }

    /// The same values with `tanim` set to `deger` (added if absent).
    pub fn ile(mut self, tanim: &dyn Tanim, deger: Deger) -> Self {
        match self.0.iter_mut().find(|(a, _)| *a == tanim.ad()) {
            Some((_, d)) => *d = deger,
            None => {
                self.0.push((tanim.ad(), deger));
                self.1.extend(dersinkiler(&[tanim]));
            }
        }
        self
    }

    /// The values of `tanimlar` only, in their order (each must be present).
    pub fn yalniz(&self, tanimlar: &[&dyn Tanim]) -> Self {
        let degerler = tanimlar.iter().map(|t| (t.ad(), self.deger(t.ad()).clone())).collect();
        Degerler(degerler, dersinkiler(tanimlar))
    }

    /// The (flag, text) pairs of the values of `tanimlar` that are not their default, in their
    /// order: what a command or a URL fragment gives for the same values (a switch on is its flag
    /// alone). Each must be present.
    pub fn ciftler(&self, tanimlar: &[&dyn Tanim]) -> Vec<(String, String)> {
        let metin =
            |d: &Deger| if matches!(d, Deger::Acik(_)) { String::new() } else { d.to_string() };
        tanimlar
            .iter()
            .filter(|t| *self.deger(t.ad()) != t.varsayilan())
            .map(|t| (t.bayrak(), metin(self.deger(t.ad()))))
            .collect()
    }

    /// Whether option `ad` is among these values.
    pub fn bilinir(&self, ad: &str) -> bool {
        self.0.iter().any(|(a, _)| *a == ad)
    }

    /// Option `ad`'s value, if it is among these.
    pub fn bul(&self, ad: &str) -> Option<&Deger> {
        self.0.iter().find(|(a, _)| *a == ad).map(|(_, d)| d)
    }

    fn deger(&self, ad: &str) -> &Deger {
        match self.0.iter().find(|(a, _)| *a == ad) {
            Some((_, d)) => d,
            None => panic!("'{ad}' seçeneği bu programın değil"),
        }
    }

    /// A whole-number option's value.
    pub fn tam(&self, t: &Tam) -> u32 {
        match self.deger(t.ad) {
            Deger::Tam(n) => *n,
            d => panic!("{}: tam sayı bekleniyordu, {d:?}", t.ad),
        }
    }

    /// A one-value K01 option's value.
    pub fn sayi(&self, t: &Ondalik) -> f64 {
        match self.deger(t.ad) {
            Deger::Sayi(x) => *x,
            d => panic!("{}: tek sayı bekleniyordu, {d:?}", t.ad),
        }
    }

    /// A list K01 option's values.
    pub fn liste(&self, t: &Ondalik) -> &[f64] {
        match self.deger(t.ad) {
            Deger::Liste(xs) => xs,
            d => panic!("{}: liste bekleniyordu, {d:?}", t.ad),
        }
    }

    /// A choice's name.
    pub fn ad(&self, t: &Secim) -> &'static str {
        match self.deger(t.ad) {
            Deger::Ad(a) => a,
            d => panic!("{}: ad bekleniyordu, {d:?}", t.ad),
        }
    }

    /// Whether a switch was given.
    pub fn acik(&self, t: &Anahtar) -> bool {
        matches!(self.deger(t.ad), Deger::Acik(true))
    }

    /// A text option's printed form; `None` when not given.
    pub fn metin(&self, t: &Metin) -> Option<&str> {
        match self.deger(t.ad) {
            Deger::Metin(m) if m.is_empty() => None,
            Deger::Metin(m) => Some(m),
            d => panic!("{}: metin bekleniyordu, {d:?}", t.ad),
        }
    }
}

/// A K01 option's value serializes under its key; when some are the lessons' own assumptions
/// (KK2-KK4), `dersinVarsayimlari` lists their keys, since K01's table does not hold them.
impl Serialize for Degerler {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let dersin = &self.1;
        let mut m = s.serialize_map(Some(self.0.len() + usize::from(!dersin.is_empty())))?;
        for (ad, d) in &self.0 {
            m.serialize_entry(ad, d)?;
        }
        if !dersin.is_empty() {
            m.serialize_entry("dersinVarsayimlari", dersin)?;
        }
        m.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::secenek::tests::{KIRA, KK4};

    #[test]
    fn degerler_sirasiyla_json_olur() {
        let d = Degerler::varsayilan(&[&KIRA, &KK4]).ile(&KK4, Deger::Liste(vec![24.0]));
        // KK4 is the lesson's own assumption, not K01's: the JSON says so
        assert_eq!(
            serde_json::to_string(&d).unwrap(),
            r#"{"kira":3,"kk4":[24],"dersinVarsayimlari":["kk4"]}"#
        );
        let k01 = Degerler::varsayilan(&[&crate::k01::bayrak(&k01::FATURA_SATIRI)]);
        assert_eq!(serde_json::to_string(&k01).unwrap(), r#"{"faturaSatiri":4000}"#);
        assert_eq!((d.tam(&KIRA), d.liste(&KK4)), (3, &[24.0][..]));
        assert_eq!(
            d.yalniz(&[&KK4]),
            Degerler(vec![("kk4", Deger::Liste(vec![24.0]))], vec!["kk4"])
        );
    }
}
