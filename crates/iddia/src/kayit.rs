//! The verdicts the docs show, kept in `docs/kesif.json`: for every claim of every checking run
//! (at the default bounds and at the small ones) its verdict, its state counts and its shortest
//! counterexample or witness as a fault schedule. `kesif` writes them (`--yaz`) and compares a
//! run with them, failing on any difference; `cargo xtask verify` reads them and replays the
//! schedules through the lessons' step functions for the docs, with no checker compiled.

pub use ders::degismez::Boy;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A claim's verdict over every timing within bounds: it holds (an `always` claim with no
/// counterexample, a `sometimes` claim with a witness), or it fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Hukum {
    /// Holds within the bounds.
    Tutar,
    /// Fails within the bounds.
    Bozulur,
}

/// What one checking run said of one claim: the lesson (`ders`), the configuration checked
/// (`kontrol`) and the defect planted in it for a mutant (`kusur`); the claim (`ozellik`), what
/// it says (`anlam`) and whether it speaks of every state or of some (`tur`: `her zaman`,
/// `bazen`); the step function's options (`secenek`) and the exploration's bounds
/// (`sinirlar`); the verdict (`sonuc`), the unique states reached (`durum`) and the states
/// explored, repeats included (`kesfedilen`). A run's report and a kept result both carry it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(missing_docs, reason = "the type's doc names its fields, the keys of docs/kesif.json")]
pub struct Denetim {
    pub ders: String,
    pub kontrol: String,
    pub kusur: Option<String>,
    pub ozellik: String,
    pub anlam: String,
    pub tur: String,
    pub secenek: Value,
    pub sinirlar: Value,
    pub sonuc: Hukum,
    pub durum: usize,
    pub kesfedilen: usize,
}

/// One kept result, what must not change without being looked at: under which bounds (`boy`),
/// the claim and its verdict (`denetim`), and the length (`derinlik`) and fault schedule (the
/// lesson's `Ders::Zamanlama`, `zamanlama`) of its shortest counterexample or witness.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(missing_docs, reason = "the type's doc names its fields, the keys of docs/kesif.json")]
pub struct Kayitli {
    pub boy: Boy,
    #[serde(flatten)]
    pub denetim: Denetim,
    pub derinlik: Option<usize>,
    pub zamanlama: Option<Value>,
}

impl Kayitli {
    /// The result's name in a message: `lider / citleme+kalici tetik, 3 dugum / claim`.
    pub fn ad(&self) -> String {
        let d = &self.denetim;
        let kusur = d.kusur.as_deref().map(|k| format!(" [kusur {k}]")).unwrap_or_default();
        format!("{} / {}{kusur} / {}", d.ders, d.kontrol, d.ozellik)
    }
}

/// The file's name, under `docs/`.
pub const DOSYA: &str = "kesif.json";

fn anahtar(k: &Kayitli) -> (Boy, &str, &str, Option<&str>, &str) {
    (k.boy, &k.denetim.ders, &k.denetim.kontrol, k.denetim.kusur.as_deref(), &k.denetim.ozellik)
}

/// Where the kept results of the workspace at `kok` live (the caller names its workspace: this
/// crate, compiled once, may serve copies of the tree too).
pub fn dosya(kok: &Path) -> PathBuf {
    kok.join("docs").join(DOSYA)
}

/// The kept results of the workspace at `kok`.
pub fn oku(kok: &Path) -> Result<Vec<Kayitli>, String> {
    let yol = dosya(kok);
    let metin = std::fs::read_to_string(&yol).map_err(|e| format!("{}: {e}", yol.display()))?;
    serde_json::from_str(&metin).map_err(|e| format!("{}: {e}", yol.display()))
}

/// Keeps `yeni` in place of the kept results of the same bounds, in the workspace at `kok`.
pub fn yaz(kok: &Path, boy: Boy, yeni: &[Kayitli]) -> Result<(), String> {
    let mut hepsi: Vec<Kayitli> = oku(kok).unwrap_or_default();
    hepsi.retain(|k| k.boy != boy);
    hepsi.extend(yeni.iter().cloned());
    hepsi.sort_by(|a, b| {
        (
            a.boy == Boy::Kucuk,
            &a.denetim.ders,
            &a.denetim.kusur,
            &a.denetim.kontrol,
            &a.denetim.ozellik,
        )
            .cmp(&(
                b.boy == Boy::Kucuk,
                &b.denetim.ders,
                &b.denetim.kusur,
                &b.denetim.kontrol,
                &b.denetim.ozellik,
            ))
    });
    let metin = serde_json::to_string_pretty(&hepsi).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dosya(kok), metin).map_err(|e| format!("{}: {e}", dosya(kok).display()))
}

/// The differences between a run's results and the kept ones of the same bounds, one line each.
pub fn farklar(boy: Boy, yeni: &[Kayitli], eski: &[Kayitli]) -> Vec<String> {
    let eski: Vec<&Kayitli> = eski.iter().filter(|k| k.boy == boy).collect();
    let mut f = Vec::new();
    for y in yeni {
        match eski.iter().find(|e| anahtar(e) == anahtar(y)) {
            None => f.push(format!("YENİ: {}", y.ad())),
            Some(e) if *e != y => {
                let mut neler = Vec::new();
                if e.denetim.sonuc != y.denetim.sonuc {
                    neler.push(format!("sonuç {:?} -> {:?}", e.denetim.sonuc, y.denetim.sonuc));
                }
                if (e.denetim.durum, e.denetim.kesfedilen)
                    != (y.denetim.durum, y.denetim.kesfedilen)
                {
                    neler.push(format!(
                        "durum {} -> {}, keşfedilen {} -> {}",
                        e.denetim.durum,
                        y.denetim.durum,
                        e.denetim.kesfedilen,
                        y.denetim.kesfedilen
                    ));
                }
                if (e.derinlik, &e.zamanlama) != (y.derinlik, &y.zamanlama) {
                    neler.push(format!("örnek: derinlik {:?} -> {:?}", e.derinlik, y.derinlik));
                }
                if neler.is_empty() {
                    neler.push("anlam, seçenek ya da sınırlar".into());
                }
                f.push(format!("DEĞİŞTİ: {}: {}", y.ad(), neler.join("; ")));
            }
            Some(_) => {}
        }
    }
    for e in eski {
        if !yeni.iter().any(|y| anahtar(y) == anahtar(e)) {
            f.push(format!("YOK ARTIK: {}", e.ad()));
        }
    }
    f
}
