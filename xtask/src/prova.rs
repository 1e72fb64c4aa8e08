//! `cargo xtask prova`: the change workflow, rehearsed end to end on a copy of the tree.
//!
//! In `target/prova/agac` (built into `target/prova/hedef`, so the real tree's programs are never
//! overwritten) KK4's sensitivity goes from 12 to 10. Verify must then name exactly the lider
//! hesap runs, the docs blocks that show them and the claims about the 12-takeover row; after
//! `cargo xtask accept` only those claims may still fail.
//!
//! With `../shared/seeds` there, the lesson texts are copied to `target/prova/metin` and the
//! same steps run with `--metin`: verify names the lider text's `hesap` output block, the
//! sections of the broken claims and the code line holding KK4's rows; `accept --metin` rewrites
//! only that block, after which the text's own code no longer prints it (where node runs) and its
//! KK4 line still disagrees; the author's edit of that line leaves only the claims.

use crate::cargo::{cargo, kok};
use crate::dogrula::Rapor;
use crate::hata::{Hata, Sonuc, calismadi};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const DOSYA: &str = "crates/k01/src/varsayim.rs";
const ESKI: &str = "duyarlilik: Some(12.0),";
const YENI: &str = "duyarlilik: Some(10.0),";

/// The runs whose output must change.
const DEGISMELI: [&str; 4] =
    ["lider hesap", "lider hesap --json", "lider hesap --markdown", "lider hesap --help"];
/// The claims that must break.
const BOZULMALI: [&str; 3] = [
    "lider hesaba_donus::kk4_yilda_6_devralma_duyarlilik_12",
    "lider hesaba_donus::devralma_12ye_cikarsa_yilda_birer_olay_4000er_satir",
    "lider ozet::kk4_6da_0_50_parti_2000_satir_12de_4000er",
];
/// The docs files whose blocks must go stale.
const ESKIMELI: [&str; 2] = ["docs/k01.md", "docs/lider.md"];

/// Every file of the tree but `target/` and `.git/`, relative to `kok`.
fn dosyalar(kok: &Path, alt: &Path, liste: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for g in std::fs::read_dir(kok.join(alt))? {
        let g = g?;
        let yol = alt.join(g.file_name());
        if g.file_type()?.is_dir() {
            if yol != Path::new("target") && yol != Path::new(".git") {
                dosyalar(kok, &yol, liste)?;
            }
        } else {
            liste.push(yol);
        }
    }
    Ok(())
}

/// Makes `agac` a copy of the tree with the edit, writing only files whose content differs (so
/// cargo rebuilds only what changed since the last rehearsal).
fn esitle(agac: &Path) -> Sonuc {
    let hata = |e: std::io::Error| Hata::Calismadi(e.to_string());
    let mut kaynak = Vec::new();
    dosyalar(&kok(), Path::new(""), &mut kaynak).map_err(hata)?;
    let mut eski = Vec::new();
    if agac.is_dir() {
        dosyalar(agac, Path::new(""), &mut eski).map_err(hata)?;
    }
    for yol in eski.iter().filter(|y| !kaynak.contains(y)) {
        std::fs::remove_file(agac.join(yol)).map_err(hata)?;
    }
    for yol in &kaynak {
        let mut icerik = std::fs::read(kok().join(yol)).map_err(hata)?;
        if yol == Path::new(DOSYA) {
            let metin = String::from_utf8(icerik).map_err(|e| Hata::Calismadi(e.to_string()))?;
            if metin.matches(ESKI).count() != 1 {
                return Err(Hata::Calismadi(format!("{DOSYA}: '{ESKI}' tam bir kez bulunmali")));
            }
            icerik = metin.replace(ESKI, YENI).into_bytes();
        }
        let hedef = agac.join(yol);
        if std::fs::read(&hedef).ok().as_ref() != Some(&icerik) {
            std::fs::create_dir_all(hedef.parent().expect("a file has a folder")).map_err(hata)?;
            std::fs::write(&hedef, icerik).map_err(hata)?;
        }
    }
    Ok(())
}

/// The sections of the lider text whose claims break.
const BOLUMLER: [&str; 2] = ["Hesaba Dönüş", "Özet"];

/// Runs `cargo xtask IS --rapor FILE [--metin FOLDER]` in the copy; returns whether it
/// succeeded and the report of the verify pass it ran.
fn xtask(agac: &Path, is: &str, metin: Option<&Path>) -> Sonuc<(bool, Rapor)> {
    let rapor = kok().join("target/prova/rapor.json");
    let _ = std::fs::remove_file(&rapor);
    let cikti = cargo()
        .args(["run", "--quiet", "--package", "xtask", "--", is, "--rapor"])
        .arg(&rapor)
        .args(
            metin.map(|m| vec![std::ffi::OsStr::new("--metin"), m.as_os_str()]).unwrap_or_default(),
        )
        .current_dir(agac)
        .env("CARGO_TARGET_DIR", kok().join("target/prova/hedef"))
        .env("CI", "true")
        .output()
        .map_err(calismadi(format!("cargo xtask {is}")))?;
    let metin = std::fs::read_to_string(&rapor).map_err(|e| {
        Hata::Calismadi(format!(
            "cargo xtask {is} rapor yazmadi ({e}):\n{}{}",
            String::from_utf8_lossy(&cikti.stdout),
            String::from_utf8_lossy(&cikti.stderr)
        ))
    })?;
    let r =
        serde_json::from_str(&metin).map_err(|e| Hata::Calismadi(format!("{is} raporu: {e}")))?;
    Ok((cikti.status.success(), r))
}

/// What a verify report names: changed runs, docs files with stale blocks, broken claims.
fn adlananlar(r: &Rapor) -> (BTreeSet<String>, BTreeSet<String>, BTreeSet<String>) {
    let degisen = r.degisenler().into_iter().map(String::from).collect();
    let eskiyen = r.eski_bloklar.iter().map(|b| b.dosya.display().to_string()).collect();
    (degisen, eskiyen, r.bozuk_iddialar.iter().cloned().collect())
}

fn kume(a: &[&str]) -> BTreeSet<String> {
    a.iter().map(|s| s.to_string()).collect()
}

/// What the `--metin` part of a report names for the lider text: stale output blocks, the
/// sections of broken claims, the K01 codes whose code lines disagree, the programs the text's
/// code no longer prints right (with node), and whether node ran.
#[derive(Debug, PartialEq, Eq)]
struct MetinAdlari {
    eski: Vec<String>,
    bolumler: BTreeSet<String>,
    k01: Vec<String>,
    tutarsiz: Vec<String>,
    node: bool,
}

fn metin_adlari(r: &Rapor) -> Sonuc<MetinAdlari> {
    let hata = || Hata::Bulundu(format!("prova: raporda lider metni yok:\n{r:#?}"));
    let m = r.metin.as_ref().ok_or_else(hata)?;
    let lider = m.metinler.iter().find(|t| t.ders == "lider").ok_or_else(hata)?;
    use crate::metin_denetimi::{CiktiDurumu, JsSonucu};
    let baska = m.metinler.iter().filter(|t| t.ders != "lider").find(|t| !t.temiz());
    if let Some(t) = baska {
        return Err(Hata::Bulundu(format!("prova: {} metni de bozuldu:\n{t:#?}", t.ders)));
    }
    Ok(MetinAdlari {
        eski: lider
            .ciktilar
            .iter()
            .filter(|c| !matches!(c.durum, CiktiDurumu::Ayni(..)))
            .map(|c| c.program.clone())
            .collect(),
        bolumler: lider.bozuk_iddialar.iter().map(|b| b.baslik.clone()).collect(),
        k01: lider.k01.iter().filter(|k| !k.ayni()).map(|k| k.kod.clone()).collect(),
        tutarsiz: lider
            .js
            .iter()
            .filter_map(|j| match j {
                JsSonucu::Ayni(_) => None,
                JsSonucu::Farkli(p, _) | JsSonucu::Calismadi(p, _) => Some(p.clone()),
            })
            .collect(),
        node: m.node,
    })
}

/// The lesson texts copied fresh into `target/prova/metin`, or `None` (said) without
/// `../shared/seeds`.
fn metinleri_kopyala() -> Sonuc<Option<PathBuf>> {
    let kaynak = kok().join("../shared/seeds");
    let Ok(okunan) = std::fs::read_dir(&kaynak) else {
        println!("prova: ../shared/seeds yok: --metin adımları atlandı");
        return Ok(None);
    };
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: metinler: {e}"));
    let hedef = kok().join("target/prova/metin");
    let _ = std::fs::remove_dir_all(&hedef);
    std::fs::create_dir_all(&hedef).map_err(hata)?;
    for g in okunan {
        let g = g.map_err(hata)?;
        std::fs::copy(g.path(), hedef.join(g.file_name())).map_err(hata)?;
    }
    Ok(Some(hedef))
}

/// The author's edit: in the lider text, the code line holding KK4's rows gets K01's.
fn kodu_duzelt(r: &Rapor) -> Sonuc {
    let hata = |e: String| Hata::Calismadi(format!("prova: {e}"));
    let m = r.metin.as_ref().and_then(|m| m.metinler.iter().find(|t| t.ders == "lider"));
    let k = m.and_then(|m| m.k01.iter().find(|k| !k.ayni()).map(|k| (m.yol.clone(), k.clone())));
    let (yol, k) = k.ok_or_else(|| hata("KK4 satırı adlanmadı".into()))?;
    let metni = std::fs::read_to_string(&yol).map_err(|e| hata(e.to_string()))?;
    let liste =
        |d: &[f64]| format!("[{}]", d.iter().map(f64::to_string).collect::<Vec<_>>().join(", "));
    let mut satirlar: Vec<&str> = metni.split_inclusive('\n').collect();
    let eski = satirlar[k.satir - 1];
    let yeni = eski.replace(&liste(&k.metinde), &liste(&k.k01de));
    if yeni == eski {
        return Err(hata(format!("{}. satırda {} yok", k.satir, liste(&k.metinde))));
    }
    satirlar[k.satir - 1] = &yeni;
    std::fs::write(&yol, satirlar.concat()).map_err(|e| hata(e.to_string()))?;
    println!(
        "prova: yazar {}:{} kodunu düzeltti: {} -> {}",
        yol.display(),
        k.satir,
        liste(&k.metinde),
        liste(&k.k01de)
    );
    Ok(())
}

/// The rehearsal; fails saying which step named the wrong things.
pub fn prova() -> Sonuc {
    let agac = kok().join("target/prova/agac");
    esitle(&agac)?;
    println!("prova: {DOSYA} kopyasinda KK4 duyarliligi 12 -> 10");
    let metin = metinleri_kopyala()?;
    let metin = metin.as_deref();

    let (temiz, rapor) = xtask(&agac, "verify", metin)?;
    let (degisen, eskiyen, bozuk) = adlananlar(&rapor);
    if temiz
        || degisen != kume(&DEGISMELI)
        || eskiyen != kume(&ESKIMELI)
        || bozuk != kume(&BOZULMALI)
    {
        return Err(Hata::Bulundu(format!(
            "prova: verify beklenenleri adlandirmadi:\n  degisen {degisen:?}\n  eskiyen {eskiyen:?}\n  bozuk {bozuk:?}\n{rapor:#?}"
        )));
    }
    println!(
        "prova: verify {} calistirmayi, {} belge dosyasini, {} iddiayi adlandirdi",
        degisen.len(),
        eskiyen.len(),
        bozuk.len()
    );
    let bolumler = kume(&BOLUMLER);
    let kk4 = vec!["KK4".to_string()];
    let hesap = vec!["hesap".to_string()];
    if metin.is_some() {
        let a = metin_adlari(&rapor)?;
        let beklenen = MetinAdlari {
            eski: hesap.clone(),
            bolumler: bolumler.clone(),
            k01: kk4.clone(),
            tutarsiz: vec![],
            node: a.node,
        };
        if a != beklenen {
            return Err(Hata::Bulundu(format!(
                "prova: verify --metin lider metninde beklenenleri adlandırmadı: {a:?}"
            )));
        }
        println!(
            "prova: verify --metin lider metninde hesap çıktısını, {:?} bölümlerini ve KK4'ün kod satırını adlandırdı",
            a.bolumler
        );
    }

    let (_, rapor) = xtask(&agac, "accept", metin)?;
    let (degisen, eskiyen, bozuk) = adlananlar(&rapor);
    if !degisen.is_empty() || !eskiyen.is_empty() || bozuk != kume(&BOZULMALI) {
        return Err(Hata::Bulundu(format!(
            "prova: accept sonrasinda yalniz iddialar kalmaliydi:\n{rapor:#?}"
        )));
    }
    if metin.is_some() {
        // the printed output is rewritten; the text's code is the author's to edit, and until
        // then it prints the old figures
        let a = metin_adlari(&rapor)?;
        let tutarsiz = if a.node { hesap.clone() } else { vec![] };
        let beklenen = MetinAdlari {
            eski: vec![],
            bolumler: bolumler.clone(),
            k01: kk4.clone(),
            tutarsiz,
            node: a.node,
        };
        if a != beklenen {
            return Err(Hata::Bulundu(format!("prova: accept --metin sonrası beklenmeyen: {a:?}")));
        }
        println!(
            "prova: accept --metin hesap çıktısını yeniden yazdı; metnin kodu KK4 satırında K01'den farklı{}",
            if a.node {
                ", node'da eski çıktıyı basıyor"
            } else {
                " (node yok: kod çalıştırılmadı)"
            }
        );
        kodu_duzelt(&rapor)?;
    }
    let (temiz, rapor) = xtask(&agac, "verify", metin)?;
    if temiz || adlananlar(&rapor) != (BTreeSet::new(), BTreeSet::new(), kume(&BOZULMALI)) {
        return Err(Hata::Bulundu(format!(
            "prova: accept sonrasi verify yalniz iddialari bildirmeliydi:\n{rapor:#?}"
        )));
    }
    if metin.is_some() {
        let a = metin_adlari(&rapor)?;
        let beklenen =
            MetinAdlari { eski: vec![], bolumler, k01: vec![], tutarsiz: vec![], node: a.node };
        if a != beklenen {
            return Err(Hata::Bulundu(format!(
                "prova: kod düzeltildikten sonra yalnız iddialar kalmalıydı: {a:?}"
            )));
        }
    }
    println!("prova: accept sonrasinda yalniz {} iddia bozuk kaldi; akis tamam", bozuk.len());
    Ok(())
}
