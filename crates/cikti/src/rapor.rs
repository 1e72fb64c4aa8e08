//! A program's output as a list of blocks (text lines and tables), rendered as the lesson's
//! plain text (each table cell padded like `padStart`/`padEnd`, a cell longer than its column
//! pushing only its own row) or as Markdown (tables drawn by tabled).

use crate::bicim::{pad_end, pad_start};
use tabled::builder::Builder;
use tabled::grid::config::Offset;
use tabled::settings::object::{Columns, Object, Rows};
use tabled::settings::style::LineChar;
use tabled::settings::{Alignment, Style};

/// A program's result: serialized whole for `--json`, rendered as a [`Rapor`] otherwise.
pub trait Cikti: serde::Serialize {
    /// The lesson's lines and tables for this result.
    fn rapor(&self) -> Rapor;
}

/// Which side a column pads on: `Sol` is `padEnd` (text flush left), `Sag` is `padStart`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hiza {
    /// Flush left, padded after (`padEnd`).
    Sol,
    /// Flush right, padded before (`padStart`).
    Sag,
}

/// One column of a [`Tablo`]: its heading, width and alignment (the heading aligns like the
/// cells).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sutun {
    /// Heading text.
    pub baslik: String,
    /// Width in characters, as `padStart`/`padEnd` count them.
    pub genislik: usize,
    /// Alignment of heading and cells.
    pub hiza: Hiza,
}

impl Sutun {
    /// A flush-left column.
    pub fn sol(baslik: impl Into<String>, genislik: usize) -> Self {
        Sutun { baslik: baslik.into(), genislik, hiza: Hiza::Sol }
    }

    /// A flush-right column.
    pub fn sag(baslik: impl Into<String>, genislik: usize) -> Self {
        Sutun { baslik: baslik.into(), genislik, hiza: Hiza::Sag }
    }

    fn doldur(&self, s: &str) -> String {
        match self.hiza {
            Hiza::Sol => pad_end(s, self.genislik),
            Hiza::Sag => pad_start(s, self.genislik),
        }
    }
}

/// A table: optional group headings over runs of columns, the column headings, then rows.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tablo {
    /// Group headings, each over the given number of consecutive columns, flush right.
    pub gruplar: Vec<(String, usize)>,
    /// The columns, left to right.
    pub sutunlar: Vec<Sutun>,
    /// The rows, one cell per column.
    pub satirlar: Vec<Vec<String>>,
}

impl Tablo {
    /// A table with these columns and no rows yet.
    pub fn yeni(sutunlar: Vec<Sutun>) -> Self {
        Tablo { sutunlar, ..Tablo::default() }
    }

    /// Adds a row; it must have one cell per column.
    pub fn satir(&mut self, hucreler: Vec<String>) {
        assert_eq!(hucreler.len(), self.sutunlar.len(), "a row needs one cell per column");
        self.satirlar.push(hucreler);
    }

    fn duz_satir(&self, hucreler: impl Iterator<Item = impl AsRef<str>>) -> String {
        self.sutunlar.iter().zip(hucreler).map(|(s, h)| s.doldur(h.as_ref())).collect()
    }

    /// The first place where, in plain text, a cell runs into its neighbour (the one ends and
    /// the next begins without a space between them): `(row, column)` of the right-hand cell,
    /// row 0 being the headings. `None` when every cell stands apart.
    pub fn bitisik(&self) -> Option<(usize, usize)> {
        let basliklar = self.sutunlar.iter().map(|s| s.baslik.clone()).collect::<Vec<_>>();
        for (i, satir) in std::iter::once(&basliklar).chain(&self.satirlar).enumerate() {
            let parcalar: Vec<String> =
                self.sutunlar.iter().zip(satir).map(|(s, h)| s.doldur(h)).collect();
            for j in 1..parcalar.len() {
                let sol = parcalar[j - 1].ends_with(|c: char| !c.is_whitespace());
                if sol && parcalar[j].starts_with(|c: char| !c.is_whitespace()) {
                    return Some((i, j));
                }
            }
        }
        None
    }

    /// The plain-text lines: group headings (if any), column headings, rows.
    pub fn duz(&self) -> Vec<String> {
        let mut satirlar = Vec::with_capacity(self.satirlar.len() + 2);
        if !self.gruplar.is_empty() {
            let mut sutun = 0;
            let mut satir = String::new();
            for (baslik, kac) in &self.gruplar {
                let genislik = self.sutunlar[sutun..sutun + kac].iter().map(|s| s.genislik).sum();
                satir += &pad_start(baslik, genislik);
                sutun += kac;
            }
            satirlar.push(satir);
        }
        satirlar.push(self.duz_satir(self.sutunlar.iter().map(|s| &s.baslik)));
        satirlar.extend(self.satirlar.iter().map(|r| self.duz_satir(r.iter())));
        satirlar
    }
}

/// One measure a table shows of a model's result `T`: its JSON key, its printed label, what
/// the row means (for the book, in Turkish), and how to read it.
#[derive(Debug)]
pub struct Olcu<T> {
    /// The key in the result's JSON.
    pub anahtar: &'static str,
    /// The label the table prints.
    pub ad: &'static str,
    /// What the row counts, one sentence for a reader (the lesson's page shows it under the
    /// table).
    pub tanim: &'static str,
    /// Reads the value from a result.
    pub deger: fn(&T) -> u32,
}

impl<T> Olcu<T> {
    /// A measure.
    pub const fn yeni(
        anahtar: &'static str,
        ad: &'static str,
        tanim: &'static str,
        deger: fn(&T) -> u32,
    ) -> Self {
        Olcu { anahtar, ad, tanim, deger }
    }
}

/// A column of a table whose rows are `T`: its heading, width and alignment, and how a row's
/// cell reads. A table declared as an array of these keeps each heading next to its figure.
#[derive(Debug)]
pub struct Kolon<T> {
    /// Heading text.
    pub baslik: &'static str,
    /// Width in characters, as `padStart`/`padEnd` count them.
    pub genislik: usize,
    /// Alignment of heading and cells.
    pub hiza: Hiza,
    /// The cell of a row.
    pub hucre: fn(&T) -> String,
    /// What the column holds, one sentence for a reader (the lesson's page shows it); empty
    /// until [`Kolon::tanimli`] gives it.
    pub tanim: &'static str,
}

impl<T> Kolon<T> {
    /// A flush-right column.
    pub const fn sag(baslik: &'static str, genislik: usize, hucre: fn(&T) -> String) -> Self {
        Kolon { baslik, genislik, hiza: Hiza::Sag, hucre, tanim: "" }
    }

    /// A flush-left column.
    pub const fn sol(baslik: &'static str, genislik: usize, hucre: fn(&T) -> String) -> Self {
        Kolon { baslik, genislik, hiza: Hiza::Sol, hucre, tanim: "" }
    }

    /// The same column with what it holds said.
    pub const fn tanimli(self, tanim: &'static str) -> Self {
        Kolon { tanim, ..self }
    }

    /// Each column's heading with what it holds ([`Kolon::tanimli`]), in order: a table's
    /// definitions for a reader.
    pub fn tanimlar(kolonlar: &[Kolon<T>]) -> Vec<(String, String)> {
        kolonlar.iter().map(|k| (k.baslik.to_string(), k.tanim.to_string())).collect()
    }
}

impl Tablo {
    /// A table of `satirlar`, one row each, with these columns.
    pub fn kolonlarla<'a, T: 'a>(
        kolonlar: &[Kolon<T>],
        satirlar: impl IntoIterator<Item = &'a T>,
    ) -> Tablo {
        let sutun =
            |k: &Kolon<T>| Sutun { baslik: k.baslik.into(), genislik: k.genislik, hiza: k.hiza };
        let mut t = Tablo::yeni(kolonlar.iter().map(sutun).collect());
        for satir in satirlar {
            t.satir(kolonlar.iter().map(|k| (k.hucre)(satir)).collect());
        }
        t
    }
}

/// A comparison table: a flush-left first column naming each measure, then one flush-right
/// column of `genislik` per run.
pub fn karsilastirma<T>(
    ilk: Sutun,
    kosular: &[(&str, T)],
    genislik: usize,
    olculer: &[Olcu<T>],
) -> Tablo {
    let mut sutunlar = vec![ilk];
    sutunlar.extend(kosular.iter().map(|(ad, _)| Sutun::sag(*ad, genislik)));
    let mut tablo = Tablo::yeni(sutunlar);
    for o in olculer {
        let hucreler = kosular.iter().map(|(_, r)| (o.deger)(r).to_string());
        tablo.satir(std::iter::once(o.ad.to_string()).chain(hucreler).collect());
    }
    tablo
}

impl Tablo {
    /// The table as Markdown: flush-right columns right-aligned (`---:`). Columns under a group
    /// heading become a table of their own, headed by the group's name and repeating the
    /// ungrouped columns (Markdown has no spanning headings).
    pub fn markdown(&self) -> String {
        if self.gruplar.is_empty() {
            return markdown_tablo(
                &self.sutunlar.iter().collect::<Vec<_>>(),
                &self.satirlar,
                |i| i,
            );
        }
        let mut ortak = Vec::new(); // indexes of the columns under untitled groups
        let mut parcalar = Vec::new();
        let mut bas = 0;
        for (baslik, kac) in &self.gruplar {
            let araligi = bas..bas + kac;
            if baslik.is_empty() {
                ortak.extend(araligi);
            } else {
                parcalar.push((baslik, araligi));
            }
            bas += kac;
        }
        let mut cikti = Vec::new();
        for (baslik, araligi) in parcalar {
            let sira: Vec<usize> = ortak.iter().copied().chain(araligi).collect();
            let sutunlar: Vec<&Sutun> = sira.iter().map(|&i| &self.sutunlar[i]).collect();
            cikti.push(format!("**{baslik}**"));
            cikti.push(markdown_tablo(&sutunlar, &self.satirlar, |i| sira[i]));
        }
        cikti.join("\n\n")
    }
}

/// Draws `sutunlar` as a Markdown table; `kaynak` maps a drawn column to its cell in a row.
fn markdown_tablo(
    sutunlar: &[&Sutun],
    satirlar: &[Vec<String>],
    kaynak: impl Fn(usize) -> usize,
) -> String {
    let mut b = Builder::default();
    b.push_record(sutunlar.iter().map(|s| s.baslik.clone()));
    for satir in satirlar {
        b.push_record((0..sutunlar.len()).map(|i| satir[kaynak(i)].clone()));
    }
    let mut t = b.build();
    t.with(Style::markdown());
    for (i, s) in sutunlar.iter().enumerate() {
        if s.hiza == Hiza::Sag {
            t.modify(Columns::one(i), Alignment::right());
            t.modify(
                Columns::one(i).intersect(Rows::one(1)),
                LineChar::horizontal(':', Offset::End(0)),
            );
        }
    }
    t.to_string()
}

/// One block of a report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Blok {
    /// One line of text (empty for a blank line).
    Satir(String),
    /// A table.
    Tablo(Tablo),
}

/// A program's whole output, block by block.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rapor {
    /// The blocks in print order.
    pub bloklar: Vec<Blok>,
}

impl Rapor {
    /// Appends a line of text.
    pub fn satir(&mut self, metin: impl Into<String>) -> &mut Self {
        self.bloklar.push(Blok::Satir(metin.into()));
        self
    }

    /// Appends a blank line.
    pub fn bos(&mut self) -> &mut Self {
        self.satir("")
    }

    /// Appends a table.
    pub fn tablo(&mut self, tablo: Tablo) -> &mut Self {
        self.bloklar.push(Blok::Tablo(tablo));
        self
    }

    /// The tables, in print order.
    pub fn tablolar(&self) -> Vec<&Tablo> {
        self.bloklar
            .iter()
            .filter_map(|b| match b {
                Blok::Tablo(t) => Some(t),
                Blok::Satir(_) => None,
            })
            .collect()
    }

    /// The report as Markdown: each text line a paragraph, an indented line an item of a
    /// list, each table a Markdown table.
    pub fn markdown(&self) -> String {
        let mut parcalar: Vec<String> = Vec::new();
        let mut liste = false; // is the last part a list still being extended?
        for blok in &self.bloklar {
            match blok {
                Blok::Satir(s) if s.trim().is_empty() => liste = false,
                Blok::Satir(s) if s.starts_with("  ") => {
                    let madde = format!("- {}", s.trim());
                    match parcalar.last_mut() {
                        Some(son) if liste => {
                            son.push('\n');
                            son.push_str(&madde);
                        }
                        _ => parcalar.push(madde),
                    }
                    liste = true;
                }
                Blok::Satir(s) => {
                    parcalar.push(s.clone());
                    liste = false;
                }
                Blok::Tablo(t) => {
                    parcalar.push(t.markdown());
                    liste = false;
                }
            }
        }
        format!("{}\n", parcalar.join("\n\n"))
    }

    /// The plain text, every line ending in a newline, as `console.log` prints it.
    pub fn duz(&self) -> String {
        let mut cikti = String::new();
        for blok in &self.bloklar {
            match blok {
                Blok::Satir(s) => {
                    cikti += s;
                    cikti.push('\n');
                }
                Blok::Tablo(t) => {
                    for s in t.duz() {
                        cikti += &s;
                        cikti.push('\n');
                    }
                }
            }
        }
        cikti
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ornek() -> Tablo {
        let mut t =
            Tablo::yeni(vec![Sutun::sol("olcu", 6), Sutun::sag("a", 4), Sutun::sag("b", 4)]);
        t.gruplar = vec![(String::new(), 1), ("grup".into(), 2)];
        t.satir(vec!["x".into(), "1".into(), "22".into()]);
        t.satir(vec!["uzun satir".into(), "12345".into(), "3".into()]);
        t
    }

    #[test]
    fn duz_tablo_padstart_padend_gibi() {
        assert_eq!(
            ornek().duz(),
            [
                "          grup",
                "olcu     a   b",
                "x        1  22",
                // a cell longer than its column pushes only its own row
                "uzun satir12345   3",
            ]
        );
    }

    #[test]
    fn bitisik_hucreyi_bulur() {
        assert_eq!(ornek().bitisik(), Some((2, 1)), "'uzun satir' ile '12345' bitisik");
        let mut t = Tablo::yeni(vec![Sutun::sag("a", 3), Sutun::sag("b", 3)]);
        t.satir(vec!["1".into(), "22".into()]);
        assert_eq!(t.bitisik(), None);
        t.satir(vec!["1".into(), "333".into()]);
        assert_eq!(t.bitisik(), Some((2, 1)));
    }

    #[test]
    fn karsilastirma_olcu_basina_satir_kosu_basina_sutun() {
        const O: [Olcu<(u32, u32)>; 2] =
            [Olcu::yeni("a", "ilk", "", |r| r.0), Olcu::yeni("b", "ikinci", "", |r| r.1)];
        let t = karsilastirma(Sutun::sol("olcu", 8), &[("x", (1, 2)), ("yy", (30, 4))], 4, &O);
        assert_eq!(t.duz(), ["olcu       x  yy", "ilk        1  30", "ikinci     2   4"]);
    }

    #[test]
    fn kolonlarla_tablo_baslik_ve_hucre_bir_arada() {
        let kolonlar = [
            Kolon::sol("ad", 5, |r: &(&str, f64)| r.0.to_string()),
            Kolon::sag("x", 6, |r| format!("{:.1}", r.1)),
        ];
        let t = Tablo::kolonlarla(&kolonlar, &[("a", 1.25), ("uzun ad", 10.0)]);
        assert_eq!(t.duz(), ["ad        x", "a       1.2", "uzun ad  10.0"]);
    }

    #[test]
    fn markdown_tablo_sag_sutunlari_saga_yaslar() {
        let mut t = Tablo::yeni(vec![Sutun::sol("olcu", 6), Sutun::sag("a", 4)]);
        t.satir(vec!["x".into(), "12".into()]);
        assert_eq!(t.markdown(), "| olcu |  a |\n|------|---:|\n| x    | 12 |");
    }

    #[test]
    fn markdown_gruplu_tablo_grup_basina_tablo() {
        let md = ornek().markdown();
        assert_eq!(
            md,
            "**grup**\n\n| olcu       |     a |  b |\n|------------|------:|---:|\n| x          |     1 | 22 |\n| uzun satir | 12345 |  3 |"
        );
    }

    #[test]
    fn markdown_rapor_paragraf_liste_tablo() {
        let mut r = Rapor::default();
        r.satir("baslik").bos().satir("iz:").satir("  bir").satir("  iki").bos();
        let mut t = Tablo::yeni(vec![Sutun::sol("k", 1)]);
        t.satir(vec!["v".into()]);
        r.tablo(t);
        assert_eq!(r.markdown(), "baslik\n\niz:\n\n- bir\n- iki\n\n| k |\n|---|\n| v |\n");
    }

    #[test]
    fn rapor_her_satiri_yeni_satirla_bitirir() {
        let mut r = Rapor::default();
        r.satir("baslik").bos().tablo(ornek());
        assert_eq!(r.duz().lines().count(), 6);
        assert!(r.duz().starts_with("baslik\n\n          grup\n"));
        assert!(r.duz().ends_with("   3\n"));
    }
}
