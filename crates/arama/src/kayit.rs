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
pub struct DenetimKaydi {
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
/// the claim and its verdict (`denetim`), and the length (`derinlik`) and fault schedule (as a
/// reader writes it, `--ariza`: `yazili`) of its shortest counterexample or witness.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(missing_docs, reason = "the type's doc names its fields, the keys of docs/kesif.json")]
pub struct Kayitli {
    pub boy: Boy,
    #[serde(flatten)]
    pub denetim: DenetimKaydi,
    pub derinlik: Option<usize>,
    pub yazili: Option<String>,
}

impl Kayitli {
    /// The result's name in a message: `lider / citleme+kalici tetik, 3 dugum / claim`.
    pub fn ad(&self) -> String {
        let d = &self.denetim;
        let kusur = d.kusur.as_deref().map(|k| format!(" [kusur {k}]")).unwrap_or_default();
        format!("{} / {}{kusur} / {}", d.ders, d.kontrol, d.ozellik)
    }
}

/// What the fewest-faults search says of one claim ([`crate::en_az`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum EnAzSonucu {
    /// The bounds cannot decide the claim: not searched.
    KararVerilemez,
    /// No timing within the bounds breaks (shows) it.
    Hicbiri,
    /// Some timing does: the fewest faults are kept.
    Bulundu,
}

/// One kept fewest-faults result: under which bounds (`boy`), the lesson (`ders`), the design
/// (`tasarim`, a column of the lesson's first table) and its configuration with its bounds
/// (`kontrol`, `sinirlar`); the claim (`ozellik`, `anlam`, `tur`) and whether the design makes
/// it (`iddiaEdilir`); the result (`sonuc`) and, if found, the fewest faults (`ariza`), the
/// first minimal timing as a reader writes it (`yazili`), the command and the panel's URL
/// fragment that replay it (`komut`, `parca`), its steps (`adim`: the claim breaks at the last),
/// how many minimal timings there are (`sayi`; at least that many when `tavan`) and the states
/// settled with fewer faults (`altinda`); the states the search met (`durum`) and settled
/// (`yerlesen`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(missing_docs, reason = "the type's doc names its fields, the keys of docs/kesif.json")]
pub struct EnAzKaydi {
    pub boy: Boy,
    pub ders: String,
    pub tasarim: String,
    pub kontrol: String,
    pub sinirlar: Value,
    pub ozellik: String,
    pub anlam: String,
    pub tur: String,
    pub iddia_edilir: bool,
    pub sonuc: EnAzSonucu,
    pub ariza: Option<u32>,
    pub yazili: Option<String>,
    pub komut: Option<String>,
    pub parca: Option<String>,
    pub adim: Option<usize>,
    pub sayi: Option<u64>,
    pub tavan: bool,
    pub altinda: Option<usize>,
    pub durum: usize,
    pub yerlesen: usize,
}

impl EnAzKaydi {
    /// The result's name in a message: `lider / yalın / claim`.
    pub fn ad(&self) -> String {
        format!("{} / {} / {}", self.ders, self.tasarim, self.ozellik)
    }
}

/// The whole file: the verdicts of every checking run, and the fewest faults of each design.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Dosya {
    /// Every claim of every checking run ([`Kayitli`]).
    #[serde(default)]
    pub denetimler: Vec<Kayitli>,
    /// Every claim of every design, by the fewest-faults search ([`EnAzKaydi`]).
    #[serde(default)]
    pub en_az: Vec<EnAzKaydi>,
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

/// The whole kept file of the workspace at `kok`.
pub fn dosya_oku(kok: &Path) -> Result<Dosya, String> {
    let yol = dosya(kok);
    let metin = std::fs::read_to_string(&yol).map_err(|e| format!("{}: {e}", yol.display()))?;
    serde_json::from_str(&metin).map_err(|e| format!("{}: {e}", yol.display()))
}

/// The kept verdicts of the workspace at `kok`.
pub fn oku(kok: &Path) -> Result<Vec<Kayitli>, String> {
    Ok(dosya_oku(kok)?.denetimler)
}

/// The kept fewest faults of the workspace at `kok`.
pub fn en_az_oku(kok: &Path) -> Result<Vec<EnAzKaydi>, String> {
    Ok(dosya_oku(kok)?.en_az)
}

/// The kept file, or an empty one if there is none yet (a file that does not read is an error:
/// writing over it would lose what it keeps).
fn var_olan(kok: &Path) -> Result<Dosya, String> {
    if dosya(kok).exists() { dosya_oku(kok) } else { Ok(Dosya::default()) }
}

fn dosya_yaz(kok: &Path, d: &Dosya) -> Result<(), String> {
    let metin = serde_json::to_string_pretty(d).map_err(|e| e.to_string())? + "\n";
    std::fs::write(dosya(kok), metin).map_err(|e| format!("{}: {e}", dosya(kok).display()))
}

/// The differences between a run's fewest faults and the kept ones of the same bounds, one
/// line each.
pub fn en_az_farklar(boy: Boy, yeni: &[EnAzKaydi], eski: &[EnAzKaydi]) -> Vec<String> {
    let anahtar = |k: &EnAzKaydi| (k.ders.clone(), k.tasarim.clone(), k.ozellik.clone());
    let eski: Vec<&EnAzKaydi> = eski.iter().filter(|k| k.boy == boy).collect();
    let mut f = Vec::new();
    for y in yeni {
        match eski.iter().find(|e| anahtar(e) == anahtar(y)) {
            None => f.push(format!("YENİ: {}", y.ad())),
            Some(e) if *e != y => f.push(format!(
                "DEĞİŞTİ: {}: en az arıza {:?} -> {:?}, sıra {:?} -> {:?}, ilk {:?} -> {:?}",
                y.ad(),
                e.ariza,
                y.ariza,
                e.sayi,
                y.sayi,
                e.yazili,
                y.yazili
            )),
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

/// Keeps a run's verdicts (`yeni`) and fewest faults (`en_az`, of the lessons `aranan` says it
/// searched) in place of the kept ones of the same bounds, in the workspace at `kok`: the
/// verdicts sorted, the fewest faults lesson by lesson in the list's order, each in its
/// search's order; a lesson not searched keeps its own.
pub fn yaz(
    kok: &Path,
    boy: Boy,
    yeni: &[Kayitli],
    en_az: &[EnAzKaydi],
    aranan: &dyn Fn(&str) -> bool,
) -> Result<(), String> {
    let mut d = var_olan(kok)?;
    d.en_az = en_az_yerine(&d.en_az, boy, en_az, aranan);
    let hepsi = &mut d.denetimler;
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
    dosya_yaz(kok, &d)
}

/// The kept fewest faults `eski` with a run's (`yeni`, at bounds `boy`, of the lessons `aranan`
/// says it searched) in place of those of the same bounds and lessons, as [`yaz`] keeps them.
fn en_az_yerine(
    eski: &[EnAzKaydi],
    boy: Boy,
    yeni: &[EnAzKaydi],
    aranan: &dyn Fn(&str) -> bool,
) -> Vec<EnAzKaydi> {
    let dersler = dersler_sirasi(eski, yeni);
    let sira = |k: &EnAzKaydi| dersler.iter().position(|d| *d == k.ders);
    let mut tum: Vec<EnAzKaydi> =
        eski.iter().filter(|k| k.boy != boy || !aranan(&k.ders)).cloned().collect();
    tum.extend(yeni.iter().cloned());
    tum.sort_by_key(|k| (k.boy == Boy::Kucuk, sira(k)));
    tum
}

/// The order lessons' fewest faults are kept in: the lessons in the order the kept file
/// (`eski`) has them, then those of the run (`yeni`) new to it.
fn dersler_sirasi(eski: &[EnAzKaydi], yeni: &[EnAzKaydi]) -> Vec<String> {
    let mut adlar: Vec<String> = Vec::new();
    for k in eski.iter().chain(yeni) {
        if !adlar.contains(&k.ders) {
            adlar.push(k.ders.clone());
        }
    }
    adlar
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
                if (e.derinlik, &e.yazili) != (y.derinlik, &y.yazili) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn kayit(boy: Boy, ders: &str, ozellik: &str, ariza: u32) -> EnAzKaydi {
        EnAzKaydi {
            boy,
            ders: ders.into(),
            tasarim: "t".into(),
            kontrol: String::new(),
            sinirlar: Value::Null,
            ozellik: ozellik.into(),
            anlam: String::new(),
            tur: "her zaman".into(),
            iddia_edilir: true,
            sonuc: EnAzSonucu::Bulundu,
            ariza: Some(ariza),
            yazili: None,
            komut: None,
            parca: None,
            adim: None,
            sayi: None,
            tavan: false,
            altinda: None,
            durum: 0,
            yerlesen: 0,
        }
    }

    /// A run that searched one lesson replaces that lesson's results at its bounds, in their
    /// place; the other lessons' and the other bounds' stay as kept.
    #[test]
    fn aranmayan_dersin_en_azi_kalir() {
        let eski = [
            kayit(Boy::Tam, "a", "x", 1),
            kayit(Boy::Tam, "b", "y", 2),
            kayit(Boy::Tam, "c", "z", 3),
            kayit(Boy::Kucuk, "b", "y", 4),
        ];
        let yeni = [kayit(Boy::Tam, "b", "y", 9), kayit(Boy::Tam, "b", "w", 8)];
        let ozet = |v: Vec<EnAzKaydi>| -> Vec<(String, String, Option<u32>)> {
            v.into_iter().map(|k| (k.ders, k.ozellik, k.ariza)).collect()
        };
        let bir = ozet(en_az_yerine(&eski, Boy::Tam, &yeni, &|d| d == "b"));
        let s = |d: &str, o: &str, a| (d.to_string(), o.to_string(), Some(a));
        assert_eq!(
            bir,
            [s("a", "x", 1), s("b", "y", 9), s("b", "w", 8), s("c", "z", 3), s("b", "y", 4)]
        );
        // a run that searched every lesson replaces all of its bounds
        let hepsi = ozet(en_az_yerine(&eski, Boy::Tam, &yeni, &|_| true));
        assert_eq!(hepsi, [s("b", "y", 9), s("b", "w", 8), s("b", "y", 4)]);
    }
}
