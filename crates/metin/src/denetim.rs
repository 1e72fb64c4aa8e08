//! `cargo xtask verify --metin` and `accept --metin`: the lesson texts themselves checked. In
//! each text, every printed program output is compared with what the Rust program prints for
//! the K01 figures of `crates/k01`; a broken claim is placed at the section heading it belongs
//! to; the K01 figures copied into the text's JavaScript are compared with `crates/k01`; and,
//! where node runs, the text's own programs are run (their output against the output printed
//! under them) and its model's `kosum` is compared with the port's. `accept --metin` rewrites
//! the stale printed outputs in place and nothing else.

use crate::js::{self, Klasor};
use crate::okuma::{self, KodBlogu, Metin, Yer};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The workspace root (crates/metin sits two levels below it): where each lesson's claims live
/// (`crates/<ders>/tests/iddialar.rs`).
fn kok() -> PathBuf {
    let metin = Path::new(env!("CARGO_MANIFEST_DIR"));
    metin.ancestors().nth(2).expect("crates/metin is inside the workspace").to_path_buf()
}

/// The programs' outputs without arguments, by (lesson, program): what the texts must print.
pub type Ciktilar = HashMap<(String, String), String>;

/// Option sets the text's model and the port are compared on, per lesson.
pub const KARSILASTIRMA: usize = 3000;

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

/// What the texts are checked against.
pub struct Girdi<'a> {
    /// Files and folders of lesson texts.
    pub yollar: &'a [PathBuf],
    /// The Rust programs' outputs without arguments.
    pub ciktilar: &'a Ciktilar,
    /// Every claim test, as `lider hesaba_donus::kk4_...`.
    pub iddialar: &'a [String],
    /// The broken ones.
    pub bozuk: &'a [String],
    /// Whether to run the texts' code with node (when it is installed).
    pub node: bool,
}

/// A file name for messages: the path as given.
fn ad(yol: &Path) -> String {
    yol.display().to_string()
}

/// The lesson texts among `yollar` (a folder's files, recursively, in name order), the files
/// skipped, and the errors.
fn metinleri_topla(yollar: &[PathBuf]) -> (Vec<(Metin, String)>, Vec<PathBuf>, Vec<String>) {
    let dersler: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    let (mut metinler, mut atlanan, mut hatalar) = (Vec::new(), Vec::new(), Vec::new());
    // (file, named on its own): a file named on its own must be a lesson text
    let mut dosyalar: Vec<(PathBuf, bool)> = Vec::new();
    for yol in yollar {
        if yol.is_dir() {
            let mut icindekiler = Vec::new();
            let mut bekleyen = vec![yol.clone()];
            while let Some(k) = bekleyen.pop() {
                match std::fs::read_dir(&k) {
                    Ok(g) => {
                        // a link is not followed: a link to a parent folder would loop
                        for g in g.flatten() {
                            match g.file_type() {
                                Ok(t) if t.is_dir() => bekleyen.push(g.path()),
                                Ok(t) if t.is_file() => icindekiler.push(g.path()),
                                _ => {}
                            }
                        }
                    }
                    Err(e) => hatalar.push(format!("{}: {e}", ad(&k))),
                }
            }
            icindekiler.sort();
            dosyalar.extend(icindekiler.into_iter().map(|d| (d, false)));
        } else if yol.is_file() {
            dosyalar.push((yol.clone(), true));
        } else {
            hatalar.push(format!("{}: böyle bir dosya ya da klasör yok", ad(yol)));
        }
    }
    for (yol, acik) in dosyalar {
        let metin = match Metin::oku(&yol) {
            Ok(m) => m,
            Err(e) if acik => {
                hatalar.push(e);
                continue;
            }
            Err(_) => {
                atlanan.push(yol);
                continue;
            }
        };
        let adlanan: Vec<String> =
            metin.dersler().into_iter().filter(|d| dersler.contains(&d.as_str())).collect();
        match adlanan.as_slice() {
            [d] => metinler.push((metin, d.clone())),
            [] if acik => hatalar.push(format!(
                "{}: ders metni değil: hiçbir kod başlığı bir dersi adlandırmıyor (aranan: \
                 `// <ders>/<dosya>.mjs — …`, dersler: {})",
                ad(&yol),
                dersler.join(", ")
            )),
            [] => atlanan.push(yol),
            birden => hatalar.push(format!(
                "{}: kod başlıkları birden çok dersi adlandırıyor ({}); bir metin bir derstir",
                ad(&yol),
                birden.join(", ")
            )),
        }
    }
    (metinler, atlanan, hatalar)
}

/// A text read for its lesson: the lesson's code blocks and, for each program, where its
/// printed output is.
struct Okunan<'m> {
    metin: &'m Metin,
    ders: String,
    bloklar: Vec<KodBlogu>,
    /// Each program with its block and the place of its printed output, or what is missing.
    programlar: Vec<(String, ProgramYeri)>,
}

/// A program's code block and the place of its printed output, or what is missing.
type ProgramYeri = Result<(KodBlogu, Yer), String>;

fn oku<'m>(metin: &'m Metin, ders: &str, ciktilar: &Ciktilar) -> Okunan<'m> {
    let butun = metin.kod_bloklari();
    let bloklar: Vec<KodBlogu> = butun.iter().filter(|b| b.ders == ders).cloned().collect();
    let programlar = ders::Program::HEPSI
        .iter()
        .map(|p| {
            let ad = p.ad().to_string();
            let bulunan: Vec<&KodBlogu> = bloklar.iter().filter(|b| b.program() == ad).collect();
            let sonuc = match bulunan.as_slice() {
                [] => Err(format!(
                    "`{ders}/{ad}.mjs` kod bloğu bulunamadı (aranan başlık: `// {ders}/{ad}.mjs — …`)"
                )),
                [b] => match ciktilar.get(&(ders.to_string(), ad.clone())) {
                    None => Err(format!("{ders} {ad}: Rust programının çıktısı yok")),
                    Some(c) => {
                        // up to the next code header, whatever lesson it names
                        let sonraki = butun
                            .iter()
                            .map(|x| x.bas)
                            .find(|&x| x > b.son)
                            .unwrap_or(metin.uzunluk());
                        // from the header: an output that reads as code (a line ending in a
                        // comma) is found where it stands, and the block ends before it
                        let mut b = (*b).clone();
                        let yer = metin.cikti_bul(c, b.bas + 1, sonraki);
                        if let Yer::Tek(a, _) = yer {
                            b.son = b.son.min(a - 1);
                            while b.son > b.bas && metin.satir(b.son).trim().is_empty() {
                                b.son -= 1;
                            }
                        }
                        Ok((b, yer))
                    }
                },
                birden => Err(format!(
                    "`{ders}/{ad}.mjs` kod bloğu {} kez var (satır {}); hangisinin çıktısı olduğu belirsiz",
                    birden.len(),
                    birden.iter().map(|b| (b.bas + 1).to_string()).collect::<Vec<_>>().join(", ")
                )),
            };
            (ad, sonuc)
        })
        .collect();
    // the blocks as cut at their outputs
    let programlar: Vec<(String, ProgramYeri)> = programlar;
    let mut bloklar = bloklar;
    for (kisa, _) in programlar.iter().filter_map(|(_, p)| p.as_ref().ok()) {
        for b in bloklar.iter_mut().filter(|b| b.bas == kisa.bas) {
            b.son = kisa.son;
        }
    }
    Okunan { metin, ders: ders.to_string(), bloklar, programlar }
}

/// Checks the texts of `g.yollar`.
pub fn denetle(g: &Girdi) -> MetinRaporu {
    let bas = std::time::Instant::now();
    let (metinler, atlanan, hatalar) = metinleri_topla(g.yollar);
    let node = g.node && js::node_var();
    let mut rapor = MetinRaporu { atlanan, hatalar, node, ..MetinRaporu::default() };
    for (metin, ders) in &metinler {
        rapor.metinler.push(metni_denetle(&oku(metin, ders, g.ciktilar), g, node));
    }
    rapor.sure_ms = bas.elapsed().as_millis() as u64;
    rapor
}

fn metni_denetle(o: &Okunan, g: &Girdi, node: bool) -> MetinSonucu {
    let m = o.metin;
    let mut s = MetinSonucu {
        yol: m.yol.clone(),
        ders: o.ders.clone(),
        kodlar: o.bloklar.iter().map(|b| (b.dosya.clone(), b.bas + 1, b.son + 1)).collect(),
        ..MetinSonucu::default()
    };
    let mut disari: Vec<(usize, usize)> = o.bloklar.iter().map(|b| (b.bas, b.son)).collect();
    for (program, bulunan) in &o.programlar {
        let (b, yer) = match bulunan {
            Ok(x) => x,
            Err(e) => {
                s.eksikler.push(e.clone());
                continue;
            }
        };
        let cikti = &g.ciktilar[&(o.ders.clone(), program.clone())];
        let durum = match yer {
            Yer::Tek(a, z) => {
                disari.push((*a, *z));
                let farklar = satir_farklari(m, *a, *z, cikti);
                if farklar.is_empty() {
                    CiktiDurumu::Ayni(a + 1, z + 1)
                } else {
                    CiktiDurumu::Eski { bas: a + 1, son: z + 1, farklar, yeni: cikti.clone() }
                }
            }
            Yer::Yok => {
                let aday = m.cikti_adayi(b.son);
                let (a, z) = aday.unwrap_or((b.son + 1, b.son));
                let yeni: String = cikti.lines().map(|s| okuma::maskele(s) + "\n").collect();
                let eski = Metin::yeni(
                    &m.yol,
                    &(a..=z).map(|i| okuma::maskele(m.satir(i)) + "\n").collect::<String>(),
                );
                let ilk_fark =
                    satir_farklari(&eski, 0, (z + 1).saturating_sub(a).saturating_sub(1), &yeni)
                        .into_iter()
                        .next()
                        .map(|f| SatirFarki { satir: f.satir + a, ..f })
                        .unwrap_or(SatirFarki {
                            satir: a + 1,
                            metinde: String::new(),
                            programda: String::new(),
                        });
                CiktiDurumu::Bulunamadi { ilk_fark, aday: aday.map(|(a, z)| (a + 1, z + 1)) }
            }
            Yer::Belirsiz(yerler) => CiktiDurumu::Belirsiz(yerler.iter().map(|y| y + 1).collect()),
        };
        s.ciktilar.push(CiktiSonucu {
            program: program.clone(),
            kod: (b.bas + 1, b.son + 1),
            durum,
        });
    }
    bolumleri_yerlestir(m, &disari, g, &mut s);
    s.k01 = k01_satirlari(m, &o.bloklar);
    if node {
        kodu_kos(o, &mut s);
    }
    s
}

/// The lines where `cikti` differs from the text's lines `bas..=son` (0-based), line by line;
/// a line one side lacks shows as `(satır yok)`.
fn satir_farklari(m: &Metin, bas: usize, son: usize, cikti: &str) -> Vec<SatirFarki> {
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

/// The claim test module that belongs to a lesson's opening (before its first heading): its
/// claims are placed at the lesson's title. Every other module must fold to a heading.
pub const GIRIS_MODULU: &str = "model";

/// Maps each claim module of the lesson to its heading ([`GIRIS_MODULU`] to the title), and
/// places the broken claims. A module whose heading is not found (renamed?) is a missing block;
/// its claims are placed at the title.
fn bolumleri_yerlestir(m: &Metin, disari: &[(usize, usize)], g: &Girdi, s: &mut MetinSonucu) {
    let (baslik, basliklar) = m.basliklar(disari);
    let onek = format!("{} ", s.ders);
    let modul = |iddia: &str| {
        iddia.strip_prefix(&onek).and_then(|i| i.split_once("::")).map(|(m, _)| m.to_string())
    };
    let bolum = |modul: &str| -> Option<Bolum> {
        match basliklar.iter().find(|b| okuma::modul_adi(&b.metin) == modul) {
            Some(b) => Some(Bolum {
                ad: modul.into(),
                baslik: b.metin.clone(),
                satir: b.satir + 1,
                basliksiz: false,
                paragraf: None,
                cumle: None,
            }),
            None => baslik.as_ref().map(|b| Bolum {
                ad: modul.into(),
                baslik: b.metin.clone(),
                satir: b.satir + 1,
                basliksiz: true,
                paragraf: None,
                cumle: None,
            }),
        }
    };
    let mut moduller: Vec<String> = Vec::new();
    for i in g.iddialar.iter().filter_map(|i| modul(i)) {
        if !moduller.contains(&i) {
            moduller.push(i);
        }
    }
    for m in moduller.iter().filter(|m| m.as_str() != GIRIS_MODULU) {
        if !basliklar.iter().any(|b| okuma::modul_adi(&b.metin) == *m) {
            s.eksikler.push(format!(
                "iddia modülü `{m}` için bölüm başlığı bulunamadı (aranan: Türkçe harfleri ASCII'ye, \
                 küçük harfe, boşlukları `_`'ye çevrilince `{m}` olan bir başlık; başlık değiştiyse \
                 testin modülünün adını da değiştirin)"
            ));
        }
    }
    s.bolumler = moduller.iter().filter_map(|m| bolum(m)).collect();
    s.bolumler.sort_by_key(|b| b.satir);
    let testler = iddia_paragraflari(&s.ders);
    for b in g.bozuk {
        let Some(yer) = modul(b).and_then(|m| bolum(&m)) else { continue };
        let Some(yol) = b.strip_prefix(&onek) else { continue };
        let test = yol.rsplit("::").next().unwrap_or_default();
        let paragraf = testler.iter().find(|(t, _)| t == yol).map(|(_, n)| *n);
        let cumle = paragraf.and_then(|n| {
            let bolumun = bolum_paragraflari(m, disari, &basliklar, yer.satir - 1);
            bolumun.get(n.wrapping_sub(1)).map(|(_, p)| okuma::cumle(p, test))
        });
        if paragraf.is_some() && cumle.is_none() {
            s.eksikler.push(format!(
                "{b}: testin adlandırdığı paragraf ({}) «{}» bölümünde yok",
                paragraf.unwrap_or(0),
                yer.baslik
            ));
        }
        s.bozuk_iddialar.push(Bolum { ad: b.clone(), paragraf, cumle, ..yer });
    }
}

/// The prose paragraphs of the section whose heading is at line `baslik` (0-based): up to the
/// next heading; the title's section (the lesson's opening) up to the first heading.
fn bolum_paragraflari(
    m: &Metin,
    disari: &[(usize, usize)],
    basliklar: &[okuma::Baslik],
    baslik: usize,
) -> Vec<(usize, String)> {
    let son = basliklar.iter().map(|b| b.satir).find(|&b| b > baslik).unwrap_or(m.uzunluk());
    m.paragraflar(baslik + 1, son, disari, basliklar)
}

/// Each claim test of lesson `ders` with the paragraph of its section it names (`/// Paragraph
/// N.` above its `#[test]`), read from `crates/<ders>/tests/iddialar.rs`: (module::test, N).
pub fn iddia_paragraflari(ders: &str) -> Vec<(String, usize)> {
    let yol = kok().join(format!("crates/{ders}/tests/iddialar.rs"));
    let Ok(kaynak) = std::fs::read_to_string(yol) else { return Vec::new() };
    let mut sonuc = Vec::new();
    let (mut paragraf, mut modul) = (None, "");
    for satir in kaynak.lines().map(str::trim) {
        if let Some(m) = satir.strip_prefix("mod ").and_then(|r| r.strip_suffix(" {")) {
            modul = m;
        }
        if let Some(n) = satir.strip_prefix("/// Paragraph ").and_then(|r| r.strip_suffix('.')) {
            paragraf = n.parse().ok();
        } else if let Some(ad) = satir.strip_prefix("fn ").and_then(|r| r.split('(').next()) {
            if let Some(n) = paragraf.take() {
                sonuc.push((format!("{modul}::{ad}"), n));
            }
        }
    }
    sonuc
}

/// The numbers of `metin` with where they start: digits (with a fraction) that do not continue a
/// name (`KK4`, `S3`).
fn sayilar(metin: &str) -> Vec<(usize, String)> {
    let b = metin.as_bytes();
    let mut s = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let ad_ici =
            i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'.');
        if !b[i].is_ascii_digit() || ad_ici {
            i += 1;
            continue;
        }
        let bas = i;
        while i < b.len()
            && (b[i].is_ascii_digit()
                || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
        {
            i += 1;
        }
        if !(i < b.len() && (b[i].is_ascii_alphabetic() || b[i] == b'_')) {
            s.push((bas, metin[bas..i].to_string()));
        }
    }
    s
}

/// `kod` as a whole word of `metin`, ignoring case: where it starts.
fn kelime(metin: &str, kod: &str) -> Option<usize> {
    let (m, k) = (metin.to_lowercase(), kod.to_lowercase());
    let sinir = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '_');
    m.match_indices(&k)
        .map(|(i, _)| i)
        .find(|&i| sinir(m[..i].chars().last()) && sinir(m[i + k.len()..].chars().next()))
}

/// The K01 figures in the text's code. A line holds a figure when it binds a name that is the
/// figure's code (`const KK2 = 0.02`, `for (const KK4 of [6, 12])`) or names K01 and the code
/// (`// K01 V10: ...`, `(K01, hesap)`); its value is what the binding gives (a list for the
/// sensitivity row) or the first number after the code. A value found so, when it is not a
/// small integer, also names the other code lines that spell the same number (`/ 97.22`).
fn k01_satirlari(m: &Metin, bloklar: &[KodBlogu]) -> Vec<K01Satiri> {
    let mut bulunan: Vec<K01Satiri> = Vec::new();
    let satirlar: Vec<usize> = bloklar.iter().flat_map(|b| b.bas + 1..=b.son).collect();
    let mut degerler: Vec<(String, &k01::Varsayim)> = Vec::new();
    for &i in &satirlar {
        let satir = m.satir(i);
        let baglanan = baglama(satir);
        for v in k01::HEPSI {
            let ad = v.kod.to_uppercase().replace(' ', "_");
            let adiyla = baglanan.as_ref().is_some_and(|(a, _)| *a == ad);
            let anilan = kelime(satir, "K01").is_some().then(|| kelime(satir, v.kod)).flatten();
            if !adiyla && anilan.is_none() {
                continue;
            }
            let metinde: Vec<String> = match (&baglanan, anilan) {
                (Some((_, ifade)), _) if ifade.trim_start().starts_with('[') => {
                    let liste = &ifade[..ifade.find(']').unwrap_or(ifade.len())];
                    sayilar(liste).into_iter().map(|(_, s)| s).collect()
                }
                (Some((_, ifade)), _) => {
                    sayilar(ifade).into_iter().take(1).map(|(_, s)| s).collect()
                }
                (None, Some(k)) => {
                    sayilar(&satir[k..]).into_iter().take(1).map(|(_, s)| s).collect()
                }
                (None, None) => Vec::new(),
            };
            if metinde.is_empty() {
                continue;
            }
            let k01de = if metinde.len() > 1 { v.satirlar() } else { vec![v.deger] };
            for d in &metinde {
                if d.contains('.') || d.len() >= 3 {
                    degerler.push((d.clone(), v));
                }
            }
            let metinde = metinde.iter().map(|d| d.parse().unwrap_or(f64::NAN)).collect();
            bulunan.push(K01Satiri { satir: i + 1, kod: v.kod.into(), metinde, k01de });
        }
    }
    for &i in &satirlar {
        if bulunan.iter().any(|k| k.satir == i + 1) {
            continue;
        }
        let kod_kismi = m.satir(i).split("//").next().unwrap_or_default();
        for (_, d) in sayilar(kod_kismi) {
            if let Some((_, v)) = degerler.iter().find(|(x, _)| *x == d) {
                let metinde = vec![d.parse().unwrap_or(f64::NAN)];
                bulunan.push(K01Satiri {
                    satir: i + 1,
                    kod: v.kod.into(),
                    metinde,
                    k01de: vec![v.deger],
                });
            }
        }
    }
    bulunan.sort_by_key(|k| k.satir);
    bulunan
}

/// `(NAME, what follows)` if the line binds a name: `const NAME = ...` or `const NAME of ...`.
fn baglama(satir: &str) -> Option<(String, &str)> {
    let (_, geri) = satir.split_once("const ")?;
    let ad: String = geri.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    let geri = geri[ad.len()..].trim_start();
    let ifade = geri.strip_prefix("= ").or_else(|| geri.strip_prefix("of "))?;
    (!ad.is_empty()).then_some((ad, ifade))
}

/// Runs the text's code with node: each program against its printed output, the model's
/// `kosum` against the port's.
fn kodu_kos(o: &Okunan, s: &mut MetinSonucu) {
    let k = match Klasor::yaz(o.metin, &o.bloklar) {
        Ok(k) => k,
        Err(e) => return s.js.push(JsSonucu::Calismadi(String::new(), e)),
    };
    for (program, bulunan) in &o.programlar {
        let Ok((b, yer)) = bulunan else { continue };
        let Yer::Tek(a, z) = yer else {
            s.js.push(JsSonucu::Calismadi(
                program.clone(),
                "karşılaştırılmadı: basılı çıktısı bulunamadı".into(),
            ));
            continue;
        };
        s.js.push(match k.calistir(b) {
            Ok(cikti) => {
                let farklar = satir_farklari(o.metin, *a, *z, &cikti);
                if farklar.is_empty() {
                    JsSonucu::Ayni(program.clone())
                } else {
                    JsSonucu::Farkli(program.clone(), farklar)
                }
            }
            Err(e) => JsSonucu::Calismadi(program.clone(), e),
        });
    }
    let modeller: Vec<&KodBlogu> = o.bloklar.iter().filter(|b| js::model_mi(o.metin, b)).collect();
    let [model] = modeller.as_slice() else {
        s.eksikler.push(format!(
            "`export function kosum` içeren tek bir `{}/….mjs` kod bloğu aranırken {} bulundu",
            o.ders,
            modeller.len()
        ));
        return;
    };
    let Some(ders) = dersler::bul(&o.ders) else { return };
    let secenekler =
        js::eksiltilmis(ders.secenek_ornekleri(KARSILASTIRMA), |s| ders.kosum_json(s).is_ok());
    let mut kar = KosumKarsilastirmasi {
        model: model.dosya.clone(),
        denenen: secenekler.len(),
        ..Default::default()
    };
    match k.kosum(model, &secenekler) {
        Err(e) => kar.hata = Some(e),
        Ok(sonuclar) => {
            for (secenek, js) in secenekler.iter().zip(&sonuclar) {
                let port =
                    ders.kosum_json(secenek).unwrap_or_else(|e| serde_json::json!({ "hata": e }));
                let farklar = js::farklar(js, &port);
                if !farklar.is_empty() {
                    kar.farkli += 1;
                    if kar.ornekler.len() < 3 {
                        let f: Vec<String> = farklar
                            .iter()
                            .map(|(a, m, p)| format!("{a}: metinde {m}, portta {p}"))
                            .collect();
                        kar.ornekler.push(format!("{secenek}: {}", f.join("; ")));
                    }
                }
            }
        }
    }
    s.kosum = Some(kar);
}

/// Rewrites the stale printed outputs of the texts of `yollar` in place with the programs'
/// outputs; nothing else changes. A text with an output whose place is not certain (not found,
/// or found twice) is not written. Returns what changed, and what was refused.
pub fn yenile(yollar: &[PathBuf], ciktilar: &Ciktilar) -> (Vec<String>, Vec<String>) {
    let (metinler, _, mut reddedilen) = metinleri_topla(yollar);
    let mut degisen = Vec::new();
    for (metin, ders) in metinler {
        let o = oku(&metin, &ders, ciktilar);
        let mut yazilacak = Vec::new();
        let mut kesin = true;
        for (program, bulunan) in &o.programlar {
            match bulunan {
                Ok((_, Yer::Tek(a, z))) => {
                    let cikti = &ciktilar[&(ders.clone(), program.clone())];
                    if metin.parca(*a, *z) != *cikti {
                        yazilacak.push((*a, *z, cikti.clone(), program.clone()));
                    }
                }
                Ok((b, Yer::Yok)) => {
                    kesin = false;
                    reddedilen.push(format!(
                        "{}: {ders} {program} çıktısı {}. satırdaki kodundan sonra biçimiyle bulunamadı",
                        ad(&metin.yol),
                        b.bas + 1
                    ));
                }
                Ok((_, Yer::Belirsiz(y))) => {
                    kesin = false;
                    let y: Vec<String> = y.iter().map(|y| (y + 1).to_string()).collect();
                    reddedilen.push(format!(
                        "{}: {ders} {program} çıktısının biçimi birden çok yerde var (satır {}); yeri belirsiz",
                        ad(&metin.yol),
                        y.join(", ")
                    ));
                }
                Err(e) => {
                    kesin = false;
                    reddedilen.push(format!("{}: {e}", ad(&metin.yol)));
                }
            }
        }
        if !kesin || yazilacak.is_empty() {
            continue;
        }
        let mut yeni = metin.clone();
        // from the end, so earlier line numbers stay
        yazilacak.sort_by_key(|y| std::cmp::Reverse(y.0));
        for (a, z, cikti, program) in &yazilacak {
            let farkli = satir_farklari(&metin, *a, *z, cikti).len();
            yeni.degistir(*a, *z, cikti);
            degisen.push(format!(
                "{}:{}-{} ({ders} {program} çıktısı, {farkli} satır değişti)",
                ad(&metin.yol),
                a + 1,
                z + 1
            ));
        }
        if let Err(e) = std::fs::write(&metin.yol, yeni.icerik()) {
            reddedilen.push(format!("{}: yazılamadı: {e}", ad(&metin.yol)));
        }
    }
    (degisen, reddedilen)
}

/// Prints the report: per text what was found, then every problem with its file and lines.
pub fn yazdir(r: &MetinRaporu) {
    for m in &r.metinler {
        let dosya = ad(&m.yol);
        println!("  metin {dosya} ({}):", m.ders);
        let kodlar: Vec<String> =
            m.kodlar.iter().map(|(d, a, z)| format!("{d} satır {a}-{z}")).collect();
        println!("    kod blokları: {}", kodlar.join(", "));
        let ciktilar: Vec<String> = m
            .ciktilar
            .iter()
            .map(|c| match &c.durum {
                CiktiDurumu::Ayni(a, z) => format!("{} satır {a}-{z} aynı", c.program),
                CiktiDurumu::Eski { bas, son, .. } => {
                    format!("{} satır {bas}-{son} ESKİ", c.program)
                }
                CiktiDurumu::Bulunamadi { .. } => format!("{} BULUNAMADI", c.program),
                CiktiDurumu::Belirsiz(_) => format!("{} BELİRSİZ", c.program),
            })
            .collect();
        println!("    basılı çıktılar: {}", ciktilar.join(", "));
        let bolumler: Vec<String> = m
            .bolumler
            .iter()
            .map(|b| {
                let not = if b.basliksiz { ", dersin girişi" } else { "" };
                format!("{} → «{}» (satır {}{not})", b.ad, b.baslik, b.satir)
            })
            .collect();
        println!("    iddia bölümleri: {}", bolumler.join(", "));
        let k01: Vec<String> = m
            .k01
            .iter()
            .map(|k| {
                let durum = if k.ayni() { "K01'le aynı" } else { "K01'DEN FARKLI" };
                format!("satır {} {} = {} {durum}", k.satir, k.kod, sayilari_yaz(&k.metinde))
            })
            .collect();
        println!(
            "    koddaki K01 sayıları: {}",
            if k01.is_empty() { "yok".into() } else { k01.join(", ") }
        );
        if r.node {
            let js: Vec<String> =
                m.js.iter()
                    .map(|j| match j {
                        JsSonucu::Ayni(p) => format!("{p}.mjs basılı çıktıyı basıyor"),
                        JsSonucu::Farkli(p, _) => format!("{p}.mjs BAŞKA ÇIKTI BASIYOR"),
                        JsSonucu::Calismadi(p, _) => format!("{p}.mjs KARŞILAŞTIRILAMADI"),
                    })
                    .collect();
            println!("    metnin kodu (node): {}", js.join(", "));
            if let Some(k) = &m.kosum {
                println!(
                    "    metnin kosum'u ({}) portla: {} seçenek kümesinde {} farklı",
                    k.model, k.denenen, k.farkli
                );
            }
        }
        for e in &m.eksikler {
            println!("  EKSİK BLOK: {dosya}: {e}");
        }
        for c in &m.ciktilar {
            match &c.durum {
                CiktiDurumu::Ayni(..) => {}
                CiktiDurumu::Eski { bas, son, farklar, .. } => {
                    println!(
                        "  ESKİ ÇIKTI: {dosya}:{bas}-{son} ({} {} çıktısı, K01'in bugünkü sayılarıyla), {} satır farklı:",
                        m.ders,
                        c.program,
                        farklar.len()
                    );
                    farklari_yaz(farklar, "metinde", "programda");
                }
                CiktiDurumu::Bulunamadi { ilk_fark, aday } => {
                    println!(
                        "  ÇIKTI BULUNAMADI: {dosya}: {} {} çıktısı, {}-{}. satırlardaki kodundan sonra biçimiyle aranıp bulunamadı.",
                        m.ders, c.program, c.kod.0, c.kod.1
                    );
                    match aday {
                        Some((a, z)) => println!(
                            "    Yerinde {a}-{z}. satırlar duruyor; biçimleri ilk kez {}. satırda ayrılıyor (sayılar # ile). accept --metin bu metni yazmaz:",
                            ilk_fark.satir
                        ),
                        None => println!(
                            "    Kodundan sonra çıktıya benzeyen satır yok. Aranan ilk satır (sayılar # ile):"
                        ),
                    }
                    farklari_yaz(std::slice::from_ref(ilk_fark), "metinde", "aranan");
                }
                CiktiDurumu::Belirsiz(y) => println!(
                    "  BELİRSİZ ÇIKTI: {dosya}: {} {} çıktısının biçimi birden çok yerde: satır {y:?}",
                    m.ders, c.program
                ),
            }
        }
        for b in &m.bozuk_iddialar {
            let p = b.paragraf.map(|n| format!(", {n}. paragraf")).unwrap_or_default();
            println!("  BOZUK İDDİA: {dosya}:{} «{}» bölümü{p}: {}", b.satir, b.baslik, b.ad);
            if let Some(c) = &b.cumle {
                println!("      cümle: «{c}»");
            }
        }
        for k in m.k01.iter().filter(|k| !k.ayni()) {
            println!(
                "  KOD K01'DEN FARKLI: {dosya}:{} {}: kodda {}, crates/k01'de {} (kodu yazar düzeltir; accept --metin kodu değiştirmez)",
                k.satir,
                k.kod,
                sayilari_yaz(&k.metinde),
                sayilari_yaz(&k.k01de)
            );
        }
        for j in &m.js {
            match j {
                JsSonucu::Ayni(_) => {}
                JsSonucu::Farkli(p, farklar) => {
                    println!(
                        "  METNİN KODU BASILI ÇIKTISIYLA TUTARSIZ: {dosya}: {p}.mjs node'da {} satırda başka basıyor:",
                        farklar.len()
                    );
                    farklari_yaz(farklar, "metinde", "node'da");
                }
                JsSonucu::Calismadi(p, e) => {
                    println!("  METNİN KODU KARŞILAŞTIRILAMADI: {dosya}: {p}.mjs: {e}")
                }
            }
        }
        if let Some(k) = m.kosum.as_ref().filter(|k| k.farkli > 0 || k.hata.is_some()) {
            match &k.hata {
                Some(e) => println!("  METNİN KOSUM'U ÇALIŞMADI: {dosya}: {}: {e}", k.model),
                None => println!(
                    "  METNİN KODU PORTLA UYUŞMUYOR: {dosya}: {} kosum'u {} seçenek kümesinin {}'inde Rust'tan farklı; ilkleri:",
                    k.model, k.denenen, k.farkli
                ),
            }
            for o in &k.ornekler {
                println!("      {o}");
            }
        }
    }
    for a in &r.atlanan {
        println!("  atlandı (ders metni değil): {}", a.display());
    }
    for h in &r.hatalar {
        println!("  METİN HATASI: {h}");
    }
    if !r.node {
        println!("  (node yok: metinlerin JavaScript'i çalıştırılmadı, portla karşılaştırılmadı)");
    }
    println!(
        "  {} ders metni {:.1} s'de denetlendi: {}",
        r.metinler.len(),
        r.sure_ms as f64 / 1000.0,
        if r.temiz() { "tamam" } else { "SORUN VAR (yukarıda)" }
    );
}

fn farklari_yaz(farklar: &[SatirFarki], sol: &str, sag: &str) {
    for f in farklar.iter().take(12) {
        println!("    {:>4} {sol:<9}|{}", f.satir, f.metinde);
        println!("    {:>4} {sag:<9}|{}", "", f.programda);
    }
    if farklar.len() > 12 {
        println!("    … {} satır daha", farklar.len() - 12);
    }
}

fn sayilari_yaz(s: &[f64]) -> String {
    let s: Vec<String> = s.iter().map(|x| x.to_string()).collect();
    if s.len() == 1 { s[0].clone() } else { format!("[{}]", s.join(", ")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k01_sayilari_adla_ve_degerle_bulunur() {
        let m = Metin::yeni(
            Path::new("x"),
            "// deneme/hesap.mjs — deneme\nconst FATURA_SATIRI = 4000;   // K01: fatura satırı\n\
             const PENCERE = 4 * 3600;   // K01 V10: pencere\nconst KK2 = 0.03;\n\
             for (const KK4 of [6, 12]) {   // KK4\nconsole.log(`K01 tepe yazma 97.22`);\n\
             const oran = x / 97.22;\nconst y = padStart(4);\n",
        );
        let b = m.kod_bloklari();
        let bulunan = k01_satirlari(&m, &b);
        let k: Vec<(usize, &str, bool)> =
            bulunan.iter().map(|k| (k.satir, k.kod.as_str(), k.ayni())).collect();
        assert_eq!(
            k,
            [
                (2, "fatura satırı", true),
                (3, "V10", true),
                (4, "KK2", false),
                (5, "KK4", true),
                (6, "tepe yazma", true),
                (7, "tepe yazma", true)
            ]
        );
    }

    #[test]
    fn sayilar_adlarin_icindekileri_almaz() {
        let s: Vec<String> =
            sayilar("KK4 of [6, 12] S3 x2 1.50 M19/K01").into_iter().map(|s| s.1).collect();
        assert_eq!(s, ["6", "12", "1.50"]);
        assert_eq!(baglama("for (const KK4 of [6, 12]) {").map(|b| b.0), Some("KK4".into()));
        assert_eq!(kelime("(K01, hesap)", "hesap"), Some(6));
        assert_eq!(kelime("hesaplar", "hesap"), None);
    }
}
