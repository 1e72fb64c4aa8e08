//! What `--metin` reports of the texts it was given: per text its printed outputs, its
//! sections with the claims placed at them, its K01 lines and what node said of its code.

use crate::okuma::DersMetni;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What `--metin` found, over every text it was given.
#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct MetinRaporu {
    /// Each lesson text, in the order given (a folder's files in name order).
    pub metinler: Vec<MetinSonucu>,
    /// Files of the folders given that are not lesson texts.
    pub atlanan: Vec<PathBuf>,
    /// Paths that could not be read, and files named that are not lesson texts.
    pub hatalar: Vec<String>,
    /// Whether node ran the texts' code (it is not installed otherwise).
    pub node: bool,
    /// How long the checks took, in milliseconds.
    pub sure_ms: u64,
}

/// One lesson text's checks. Line numbers are 1-based, as an editor shows them.
#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct MetinSonucu {
    /// The file.
    pub yol: PathBuf,
    /// The lesson its code headers name.
    pub ders: String,
    /// Every code block of the lesson: its file, first and last line.
    pub kodlar: Vec<(String, usize, usize)>,
    /// Each program's printed output.
    pub ciktilar: Vec<CiktiSonucu>,
    /// Each claim test module and the heading it belongs to.
    pub bolumler: Vec<Bolum>,
    /// The broken claims, placed at their section's heading.
    pub bozuk_iddialar: Vec<Bolum>,
    /// The K01 figures found in the text's code.
    pub k01: Vec<K01Satiri>,
    /// The text's programs run by node: their output against the output printed under them.
    pub js: Vec<JsSonucu>,
    /// The text's `kosum` against the port's, if node ran it.
    pub kosum: Option<KosumKarsilastirmasi>,
    /// Blocks that were looked for and not found, each saying what was looked for.
    pub eksikler: Vec<String>,
}

/// A program's printed output in a text.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CiktiSonucu {
    /// `olc`.
    pub program: String,
    /// Its code block's lines.
    pub kod: (usize, usize),
    /// How it compares with the Rust program's output.
    pub durum: CiktiDurumu,
}

/// How a printed output compares with the Rust program's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CiktiDurumu {
    /// Byte for byte the same, at these lines.
    Ayni(usize, usize),
    /// The same shape at these lines, other figures: the differing lines, and the new block.
    #[allow(missing_docs, reason = "the variant's doc names its fields")]
    Eski { bas: usize, son: usize, farklar: Vec<SatirFarki>, yeni: String },
    /// No block of its shape after its code: the first line where the lines standing there and
    /// the program's output differ in shape (both masked), and those lines.
    #[allow(missing_docs, reason = "the variant's doc names its fields")]
    Bulunamadi { ilk_fark: SatirFarki, aday: Option<(usize, usize)> },
    /// Its shape stands at more than one place (their first lines).
    Belirsiz(Vec<usize>),
}

/// A line that differs: its number, the text's and the program's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SatirFarki {
    /// Line number.
    pub satir: usize,
    /// What the text prints.
    pub metinde: String,
    /// What the program prints.
    pub programda: String,
}

/// A claim test module (or a claim) and the section heading it belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bolum {
    /// The module (`hesaba_donus`) or the claim (`lider hesaba_donus::kk4_...`).
    pub ad: String,
    /// The heading's text.
    pub baslik: String,
    /// The heading's line.
    pub satir: usize,
    /// True when no heading folds to the module's name and the lesson's title stands in.
    pub basliksiz: bool,
    /// For a broken claim: the paragraph of its section its test names (`/// Paragraph N.`).
    #[serde(default)]
    pub paragraf: Option<usize>,
    /// For a broken claim: the sentence of that paragraph it tests, read from the text.
    #[serde(default)]
    pub cumle: Option<String>,
}

/// A K01 figure in the text's code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct K01Satiri {
    /// Line number.
    pub satir: usize,
    /// The figure's code in K01 (`KK4`, `hesap`).
    pub kod: String,
    /// The values the line holds (a list for a sensitivity row).
    pub metinde: Vec<f64>,
    /// The values of `crates/k01`.
    pub k01de: Vec<f64>,
}

impl K01Satiri {
    /// Whether the text's code holds K01's values.
    pub fn ayni(&self) -> bool {
        self.metinde == self.k01de
    }
}

/// A text's program, run by node.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum JsSonucu {
    /// Prints the output printed under it.
    Ayni(String),
    /// Prints something else: the differing lines.
    Farkli(String, Vec<SatirFarki>),
    /// Did not run, or its printed output was not found: why.
    Calismadi(String, String),
}

/// The text's `kosum` against the port's on generated option sets.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct KosumKarsilastirmasi {
    /// The text's model file (`secim.mjs`).
    pub model: String,
    /// How many distinct option sets were run.
    pub denenen: usize,
    /// How many gave another result.
    pub farkli: usize,
    /// The first few differences: options and keys.
    pub ornekler: Vec<String>,
    /// Why it could not run, if it could not.
    pub hata: Option<String>,
}

impl MetinSonucu {
    /// True when every check of the text passed.
    pub fn temiz(&self) -> bool {
        self.eksikler.is_empty()
            && self.ciktilar.iter().all(|c| matches!(c.durum, CiktiDurumu::Ayni(..)))
            && self.bozuk_iddialar.is_empty()
            && self.k01.iter().all(K01Satiri::ayni)
            && self.js.iter().all(|j| matches!(j, JsSonucu::Ayni(_)))
            && self.kosum.as_ref().is_none_or(|k| k.farkli == 0 && k.hata.is_none())
    }
}

impl MetinRaporu {
    /// True when every text passed every check.
    pub fn temiz(&self) -> bool {
        self.hatalar.is_empty() && self.metinler.iter().all(MetinSonucu::temiz)
    }

    /// How many findings other than stale outputs (and broken claims, which verify counts):
    /// missing or ambiguous blocks, code lines that disagree with K01, the texts' code printing
    /// another output or disagreeing with the port, unreadable paths.
    pub fn oteki_bulgular(&self) -> usize {
        let metin = |m: &MetinSonucu| {
            m.eksikler.len()
                + m.ciktilar
                    .iter()
                    .filter(|c| {
                        matches!(c.durum, CiktiDurumu::Bulunamadi { .. } | CiktiDurumu::Belirsiz(_))
                    })
                    .count()
                + m.k01.iter().filter(|k| !k.ayni()).count()
                + m.js.iter().filter(|j| !matches!(j, JsSonucu::Ayni(_))).count()
                + usize::from(m.kosum.as_ref().is_some_and(|k| k.farkli > 0 || k.hata.is_some()))
        };
        self.hatalar.len() + self.metinler.iter().map(metin).sum::<usize>()
    }

    /// The stale printed outputs, as `dosya:bas-son (ders program)`.
    pub fn eski_ciktilar(&self) -> Vec<String> {
        let mut e = Vec::new();
        for m in &self.metinler {
            for c in &m.ciktilar {
                if let CiktiDurumu::Eski { bas, son, .. } = c.durum {
                    e.push(format!("{}:{bas}-{son} ({} {})", ad(&m.yol), m.ders, c.program));
                }
            }
        }
        e
    }
}

/// A file name for messages: the path as given.
pub(crate) fn ad(yol: &Path) -> String {
    yol.display().to_string()
}

/// The lines where `cikti` differs from the text's lines `bas..=son` (0-based), line by line;
/// a line one side lacks shows as `(satır yok)`.
pub(crate) fn satir_farklari(
    m: &DersMetni,
    bas: usize,
    son: usize,
    cikti: &str,
) -> Vec<SatirFarki> {
    let yeni: Vec<&str> = cikti.lines().collect();
    let n = (son + 1 - bas).max(yeni.len());
    let yok = "(satır yok)";
    (0..n)
        .filter_map(|k| {
            let metinde = if bas + k <= son { m.satir(bas + k) } else { yok };
            let programda = yeni.get(k).copied().unwrap_or(yok);
            (metinde != programda).then(|| SatirFarki {
                satir: bas + k + 1,
                metinde: metinde.to_string(),
                programda: programda.to_string(),
            })
        })
        .collect()
}
