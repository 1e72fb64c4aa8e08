//! Options as data. Each option of a lesson or of K01 is declared once, as a constant of one of
//! the types here: its JSON key, its value's name in the help, its range, its default and its
//! Turkish help. The command line builds its flags and parses their values from these
//! declarations, the model checks its own options against the same ranges, the help states
//! them, and the docs and the web panel read them too.
//!
//! | type | values | example |
//! |---|---|---|
//! | [`Tam`] | a whole number in a range | `--kira 5` |
//! | [`Ondalik`] | a K01 figure: one decimal, or a list of them | `--kk4 6,12` |
//! | [`Secim`] | one name of a fixed list | `--eksik-abone sozlesme` |
//! | [`Anahtar`] | on when given | `--iz` |
//! | [`Metin`] | text in a notation of the lesson's own | `--ariza 'd0:6-10'` |

use crate::aralik::{Aralik, Yazi};
pub use cekirdek::Tam;
use cikti::bicim::{Sayi, sayi};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::fmt;

/// Most rows a list option takes.
pub const LISTE_UST: usize = 20;

/// A value an option holds.
#[derive(Debug, Clone, PartialEq)]
pub enum Deger {
    /// A whole number ([`Tam`]).
    Tam(u32),
    /// One decimal ([`Ondalik`] with one value).
    Sayi(f64),
    /// Decimals, one table row each ([`Ondalik`] with a list).
    Liste(Vec<f64>),
    /// One of a [`Secim`]'s names.
    Ad(&'static str),
    /// Whether an [`Anahtar`] was given.
    Acik(bool),
    /// A [`Metin`]'s text in its printed form; empty when not given.
    Metin(String),
}

impl fmt::Display for Deger {
    /// As the help states a default: `5`, `97.22`, `6,12`, `sozlesme`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Deger::Tam(n) => write!(f, "{n}"),
            Deger::Sayi(x) => f.write_str(&sayi(*x)),
            Deger::Liste(xs) => {
                let parcalar: Vec<String> = xs.iter().map(|&x| sayi(x)).collect();
                f.write_str(&parcalar.join(","))
            }
            Deger::Ad(a) => f.write_str(a),
            Deger::Acik(b) => write!(f, "{b}"),
            Deger::Metin(m) => f.write_str(m),
        }
    }
}

impl Serialize for Deger {
    /// As JSON writes it: a number as `JSON.stringify` does, a list as an array.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Deger::Tam(n) => s.serialize_u32(*n),
            Deger::Sayi(x) => Sayi(*x).serialize(s),
            Deger::Liste(xs) => s.collect_seq(xs.iter().map(|&x| Sayi(x))),
            Deger::Ad(a) => s.serialize_str(a),
            Deger::Acik(b) => s.serialize_bool(*b),
            Deger::Metin(m) if m.is_empty() => s.serialize_none(),
            Deger::Metin(m) => s.serialize_str(m),
        }
    }
}

/// What kind of input an option wants (for a form: a number field, a list, a menu, a box), with
/// the value's name in the help (`TUR`, `ORANLAR`) where it takes a value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Girdi {
    /// A whole number in a range.
    Tam(&'static str, Aralik<u32>),
    /// A decimal in a range.
    Sayi(&'static str, Aralik<f64>),
    /// Comma-separated decimals, each in the range.
    Liste(&'static str, Aralik<f64>),
    /// One of these names.
    Ad(&'static str, &'static [&'static str]),
    /// On or off: a switch takes no value.
    Anahtar,
    /// Text in a notation of the lesson's own, with examples of it.
    Metin(&'static str, &'static [&'static str]),
}

impl Serialize for Girdi {
    /// As a form needs it: `{"tur": "tam", "alt": 1, "ust": 10000}`, `{"tur": "ad", "adlar":
    /// [...]}`, `{"tur": "anahtar"}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        match self {
            Girdi::Tam(_, a) => {
                m.serialize_entry("tur", "tam")?;
                m.serialize_entry("alt", &a.alt)?;
                m.serialize_entry("ust", &a.ust)?;
            }
            Girdi::Sayi(_, a) | Girdi::Liste(_, a) => {
                let tur = if matches!(self, Girdi::Sayi(..)) { "sayi" } else { "liste" };
                m.serialize_entry("tur", tur)?;
                m.serialize_entry("alt", &Sayi(a.alt))?;
                m.serialize_entry("ust", &Sayi(a.ust))?;
            }
            Girdi::Ad(_, adlar) => {
                m.serialize_entry("tur", "ad")?;
                m.serialize_entry("adlar", adlar)?;
            }
            Girdi::Anahtar => m.serialize_entry("tur", "anahtar")?,
            Girdi::Metin(_, ornekler) => {
                m.serialize_entry("tur", "metin")?;
                m.serialize_entry("ornekler", ornekler)?;
            }
        }
        m.end()
    }
}

/// One option, whatever its kind: what the command line and the help read.
pub trait Tanim: Sync {
    /// Its JSON key, as the reference model spells it (`denemeSiniri`, `faturaSatiri`).
    fn ad(&self) -> &'static str;
    /// What kind of input it wants.
    fn girdi(&self) -> Girdi;
    /// Its help line: what it means, its range, its default.
    fn yardim(&self) -> String;
    /// What it means, without its range or default (an exercise's scenario says it).
    fn anlam(&self) -> String;
    /// Its value when not given.
    fn varsayilan(&self) -> Deger;
    /// Reads a value the user typed, or says in Turkish what it must be instead.
    fn ayristir(&self, metin: &str) -> Result<Deger, String>;

    /// Whether it is a lesson's own assumption kept beside K01 but not in its table (KK2-KK4):
    /// the JSON lists those in `dersinVarsayimlari`.
    fn dersin_varsayimi(&self) -> bool {
        false
    }

    /// The K01 figure it sets, if it is one of `hesap`'s figures.
    fn varsayim(&self) -> Option<&'static k01::Varsayim> {
        None
    }

    /// Its value's name in the help (`TUR`, `ORANLAR`); `None` for a switch.
    fn deger_adi(&self) -> Option<&'static str> {
        match self.girdi() {
            Girdi::Tam(ad, _)
            | Girdi::Sayi(ad, _)
            | Girdi::Liste(ad, _)
            | Girdi::Ad(ad, _)
            | Girdi::Metin(ad, _) => Some(ad),
            Girdi::Anahtar => None,
        }
    }

    /// Its flag without the dashes: the JSON key in kebab case (`deneme-siniri`).
    fn bayrak(&self) -> String {
        let mut b = String::new();
        for c in self.ad().chars() {
            if c.is_ascii_uppercase() {
                b.push('-');
                b.push(c.to_ascii_lowercase());
            } else {
                b.push(c);
            }
        }
        b
    }
}

/// A flag's help line: what it means, its range, its default.
fn yardim(anlam: &str, aralik: impl fmt::Display, varsayilan: impl fmt::Display) -> String {
    format!("{anlam} ({aralik}; varsayılan {varsayilan})")
}

/// A value as a message quotes it: whole up to 40 characters, else its start and `...`, its
/// control characters escaped (`\n`), as [`cekirdek::yazim::kisa`] quotes a schedule's entry.
pub fn kisalt(metin: &str) -> String {
    cekirdek::yazim::kisa(metin)
}

impl Tanim for Tam {
    fn ad(&self) -> &'static str {
        self.ad
    }
    fn yardim(&self) -> String {
        yardim(self.anlam, self.aralik.yazi(self.deger_adi), self.varsayilan)
    }
    fn anlam(&self) -> String {
        self.anlam.to_string()
    }
    fn varsayilan(&self) -> Deger {
        Deger::Tam(self.varsayilan)
    }
    fn ayristir(&self, metin: &str) -> Result<Deger, String> {
        let metin = metin.trim();
        // `-0` is 0, as it is for a decimal
        let sifir = metin
            .strip_prefix('-')
            .is_some_and(|r| !r.is_empty() && r.trim_start_matches('0').is_empty());
        match if sifir { Ok(0) } else { metin.parse::<u32>() } {
            Ok(n) if self.aralik.icerir(n) => Ok(Deger::Tam(n)),
            _ => Err(self.aralik.beklenen(self.deger_adi)),
        }
    }
    fn girdi(&self) -> Girdi {
        Girdi::Tam(self.deger_adi, self.aralik)
    }
}

/// A K01 figure as an option of `hesap`: one value, or a list of values (one table row each).
/// Its meaning, unit and default come from the figure itself.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ondalik {
    /// JSON key.
    pub ad: &'static str,
    /// The K01 figure it sets: its meaning, unit and default come from there.
    pub kaynak: &'static k01::Varsayim,
    /// The value's name in the help, one value (`ORAN`, `N`).
    pub deger_adi: &'static str,
    /// The value's name in the help, a list (`ORANLAR`).
    pub liste_adi: &'static str,
    /// Accepted values (each value of a list).
    pub aralik: Aralik<f64>,
    /// Whether the option takes a list: the figure's value, then its sensitivity values.
    pub liste: bool,
}

impl Ondalik {
    /// Figure `kaynak` as option `ad` taking one value named `deger_adi` in the help.
    pub const fn tek_deger(
        ad: &'static str,
        kaynak: &'static k01::Varsayim,
        deger_adi: &'static str,
        aralik: Aralik<f64>,
    ) -> Self {
        Ondalik { ad, kaynak, deger_adi, liste_adi: deger_adi, aralik, liste: false }
    }

    /// Figure `kaynak` as option `ad` taking a list (its value, then its sensitivity values),
    /// named `(one value, the list)` in the help.
    pub const fn satirlar(
        ad: &'static str,
        kaynak: &'static k01::Varsayim,
        (deger_adi, liste_adi): (&'static str, &'static str),
        aralik: Aralik<f64>,
    ) -> Self {
        Ondalik { ad, kaynak, deger_adi, liste_adi, aralik, liste: true }
    }

    /// The same figure taking one value only (a program with no sensitivity rows).
    pub const fn tek(self) -> Self {
        Ondalik { liste: false, ..self }
    }

    fn tek_ayristir(&self, metin: &str) -> Result<f64, String> {
        if metin.trim().is_empty() {
            return Err("boş değer".into());
        }
        let x: f64 = metin.trim().parse().map_err(|_| "bir sayı değil".to_string())?;
        // a literal too large for a double reads as infinity: that is out of range, not `inf`
        if x.is_nan() || (x.is_infinite() && metin.to_ascii_lowercase().contains("inf")) {
            Err("sonlu bir sayı değil".into())
        } else if self.aralik.icerir(x) {
            Ok(if x == 0.0 { 0.0 } else { x }) // -0 is 0
        } else {
            Err(self.aralik.beklenen(self.deger_adi))
        }
    }
}

impl Tanim for Ondalik {
    fn ad(&self) -> &'static str {
        self.ad
    }
    fn dersin_varsayimi(&self) -> bool {
        !self.kaynak.k01_tablosunda
    }
    fn varsayim(&self) -> Option<&'static k01::Varsayim> {
        Some(self.kaynak)
    }
    fn anlam(&self) -> String {
        format!("{}: {} [{}]", self.kaynak.kod, self.kaynak.anlam, self.kaynak.birim)
    }
    fn yardim(&self) -> String {
        let k = self.kaynak;
        let anlam = if k.k01_tablosunda {
            format!("K01 {}: {} [{}]", k.kod, k.anlam, k.birim)
        } else {
            format!("{}, {} ({}): {} [{}]", k.kod, k.tablosu(), k.koken(&[]), k.anlam, k.birim)
        };
        let aralik = self.aralik.yazi(self.deger_adi);
        if self.liste {
            yardim(
                &anlam,
                format!("her biri {aralik}, en çok {LISTE_UST} satır"),
                self.varsayilan(),
            )
        } else {
            yardim(&anlam, aralik, self.varsayilan())
        }
    }
    fn varsayilan(&self) -> Deger {
        if self.liste {
            Deger::Liste(self.kaynak.satirlar())
        } else {
            Deger::Sayi(self.kaynak.deger)
        }
    }
    fn ayristir(&self, metin: &str) -> Result<Deger, String> {
        if !self.liste {
            if metin.contains(',') {
                // `0,5`: a decimal comma, as Turkish writes it
                let ondalik = metin.split_once(',').filter(|(a, b)| {
                    [a, b].iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
                });
                let ipucu = ondalik
                    .map(|(a, b)| format!(" (ondalık ayırıcı noktadır: {a}.{b})"))
                    .unwrap_or_default();
                return Err(format!("bu program tek değer alır, virgüllü liste değil{ipucu}"));
            }
            return self.tek_ayristir(metin).map(Deger::Sayi);
        }
        let parcalar: Vec<&str> = metin.split(',').collect();
        if metin.trim().is_empty() || parcalar.len() > LISTE_UST {
            return Err(format!("virgülle ayrılmış 1 ile {LISTE_UST} arası değer olmalı"));
        }
        // in a list of several, say which value is wrong
        let hangisi =
            |p: &str, e| if parcalar.len() > 1 { format!("'{}': {e}", kisalt(p)) } else { e };
        let degerler = parcalar.iter().map(|p| self.tek_ayristir(p).map_err(|e| hangisi(p, e)));
        Ok(Deger::Liste(degerler.collect::<Result<_, _>>()?))
    }
    fn girdi(&self) -> Girdi {
        if self.liste {
            Girdi::Liste(self.liste_adi, self.aralik)
        } else {
            Girdi::Sayi(self.deger_adi, self.aralik)
        }
    }
}

/// An option that names one of a fixed list (`--eksik-abone sozlesme`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Secim {
    /// JSON key.
    pub ad: &'static str,
    /// The value's name in the help.
    pub deger_adi: &'static str,
    /// What it means.
    pub anlam: &'static str,
    /// The accepted names, in the order the help lists them.
    pub adlar: &'static [&'static str],
    /// The lesson's choice.
    pub varsayilan: &'static str,
}

impl Tanim for Secim {
    fn ad(&self) -> &'static str {
        self.ad
    }
    fn yardim(&self) -> String {
        let adlar = format!("{}; Türkçe harflerle, büyük harfle de yazılır", self.adlar.join(", "));
        yardim(self.anlam, adlar, self.varsayilan)
    }
    fn anlam(&self) -> String {
        self.anlam.to_string()
    }
    fn varsayilan(&self) -> Deger {
        Deger::Ad(self.varsayilan)
    }
    /// A name in any case, with or without Turkish letters (`Sözleşme`, `SOZLESME`), as
    /// `--ariza` reads its steps.
    fn ayristir(&self, metin: &str) -> Result<Deger, String> {
        let metin = cekirdek::turkce_harfsiz(metin).to_ascii_lowercase();
        match self.adlar.iter().find(|a| **a == metin) {
            Some(a) => Ok(Deger::Ad(a)),
            None => Err(format!("geçerli değerler: {}", self.adlar.join(", "))),
        }
    }
    fn girdi(&self) -> Girdi {
        Girdi::Ad(self.deger_adi, self.adlar)
    }
}

/// A switch: off unless given (`--iz`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anahtar {
    /// JSON key and flag.
    pub ad: &'static str,
    /// Its help line.
    pub yardim: &'static str,
}

impl Tanim for Anahtar {
    fn ad(&self) -> &'static str {
        self.ad
    }
    fn yardim(&self) -> String {
        self.yardim.to_string()
    }
    fn anlam(&self) -> String {
        self.yardim.to_string()
    }
    fn varsayilan(&self) -> Deger {
        Deger::Acik(false)
    }
    fn ayristir(&self, _: &str) -> Result<Deger, String> {
        Ok(Deger::Acik(true))
    }
    fn girdi(&self) -> Girdi {
        Girdi::Anahtar
    }
}

/// An option written in a small notation of the lesson's own (`--ariza 'd0:6-10'`): the
/// lesson's parser reads it and gives it back in its one printed form.
#[derive(Debug, Clone, Copy)]
pub struct Metin {
    /// JSON key.
    pub ad: &'static str,
    /// The value's name in the help.
    pub deger_adi: &'static str,
    /// What it means and how it is written, as the help says it.
    pub anlam: &'static str,
    /// What holds when it is not given, as the help says it.
    pub verilmezse: &'static str,
    /// Values a reader might write, each in its printed form (the help shows the first).
    pub ornekler: &'static [&'static str],
    /// Reads a text: its printed form, or what is wrong with it, in Turkish.
    pub ayristir: fn(&str) -> Result<String, String>,
}

/// The written fault schedule's flag and JSON key (`--ariza`): every lesson declares it
/// ([`Metin::ariza`]), and the tools that give their own schedule (a click, a single change, a
/// second timing, a replayed path) set it and drop it by this name.
pub const ARIZA_ADI: &str = "ariza";

/// The same flag as a command line writes it (`--ariza`).
pub const ARIZA_BAYRAGI: &str = const_format::concatcp!("--", ARIZA_ADI);

/// Its value's name in the help (`--ariza <ARIZALAR>`).
pub const ARIZA_DEGER_ADI: &str = "ARIZALAR";

/// What a lesson writes for its `--ariza` ([`Metin::ariza`]), each part by name: the flag's
/// name and value name are the same in every lesson.
#[derive(Debug, Clone, Copy)]
pub struct ArizaYazimi {
    /// What a schedule writes and how, as the help says it.
    pub anlam: &'static str,
    /// The lesson's own schedule, which holds when none is given.
    pub verilmezse: &'static str,
    /// Some schedules in printed form (the help shows the first).
    pub ornekler: &'static [&'static str],
    /// The lesson's parser: a schedule's printed form, or what is wrong with it, in Turkish.
    pub ayristir: fn(&str) -> Result<String, String>,
}

impl Metin {
    /// A lesson's `--ariza`: a fault schedule written in the lesson's notation, in place of the
    /// lesson's own.
    pub const fn ariza(y: ArizaYazimi) -> Metin {
        let ArizaYazimi { anlam, verilmezse, ornekler, ayristir } = y;
        Metin { ad: ARIZA_ADI, deger_adi: ARIZA_DEGER_ADI, anlam, verilmezse, ornekler, ayristir }
    }
}

impl Tanim for Metin {
    fn ad(&self) -> &'static str {
        self.ad
    }
    fn yardim(&self) -> String {
        let ornek = self.ornekler.first().map(|o| format!("; örnek: {o}")).unwrap_or_default();
        format!("{} (verilmezse {}{ornek})", self.anlam, self.verilmezse)
    }
    fn anlam(&self) -> String {
        self.anlam.to_string()
    }
    fn varsayilan(&self) -> Deger {
        Deger::Metin(String::new())
    }
    fn ayristir(&self, metin: &str) -> Result<Deger, String> {
        (self.ayristir)(metin).map(Deger::Metin)
    }
    fn girdi(&self) -> Girdi {
        Girdi::Metin(self.deger_adi, self.ornekler)
    }
}

/// `olc --iz`: the story instead of the tables.
pub const IZ: Anahtar = Anahtar {
    ad: "iz",
    yardim: "Tablolar yerine ilk tablonun koşumlarını, sütun başına bir blok, olay olay \
             anlatır (--json ile olayların kendisini basar)",
};

/// `olc --karsilastir`: a second schedule run beside the scenario's.
pub const KARSILASTIR: Metin = Metin {
    ad: "karsilastir",
    deger_adi: "ARIZALAR",
    anlam: "İkinci bir arıza sırası (--ariza yazımıyla): iki arıza sırasının koşumlarını art arda \
            basar, sonra farklı sayıları ve kararları, ve her sütunda iki hikâyenin ilk ayrıldığı \
            satırı",
    verilmezse: "tek arıza sırası",
    ornekler: &["yok"],
    // the notation's shape here, with the same words as every lesson's; the entries as the
    // lesson's `--ariza` reads them, once the program knows the lesson (kept as typed, so that a
    // refusal quotes what the reader wrote)
    ayristir: |m| cekirdek::yazim::girdiler(m, |p| Ok(p.len())).map(|_| m.to_string()),
};

/// `--json`: every figure as one JSON document.
pub const JSON: Anahtar = Anahtar {
    ad: "json",
    yardim: "Tablolar yerine her sayıyı ve kullanılan seçenekleri tek bir JSON belgesi olarak \
             basar (anahtarlar aşağıda)",
};

/// `--markdown`: the tables as Markdown.
pub const MARKDOWN: Anahtar =
    Anahtar { ad: "markdown", yardim: "Tabloları Markdown olarak basar" };

#[cfg(test)]
pub(crate) mod tests;
