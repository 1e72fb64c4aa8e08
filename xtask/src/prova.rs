//! `cargo xtask prova`: the change workflow, rehearsed end to end on a copy of the tree.
//!
//! In `target/prova/agac` (built into `target/prova/hedef`, so the real tree's programs are never
//! overwritten) KK4's sensitivity goes from 12 to 10. Verify must then name exactly the lider
//! hesap runs, the docs blocks that show them and the claims about the 12-takeover row; after
//! `cargo xtask accept` only those claims may still fail.

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

/// Runs `cargo xtask IS --rapor FILE` in the copy; returns whether it succeeded and the report
/// of the verify pass it ran.
fn xtask(agac: &Path, is: &str) -> Sonuc<(bool, Rapor)> {
    let rapor = kok().join("target/prova/rapor.json");
    let _ = std::fs::remove_file(&rapor);
    let cikti = cargo()
        .args(["run", "--quiet", "--package", "xtask", "--", is, "--rapor"])
        .arg(&rapor)
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

/// The rehearsal; fails saying which step named the wrong things.
pub fn prova() -> Sonuc {
    let agac = kok().join("target/prova/agac");
    esitle(&agac)?;
    println!("prova: {DOSYA} kopyasinda KK4 duyarliligi 12 -> 10");

    let (temiz, rapor) = xtask(&agac, "verify")?;
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
        "prova: verify {} kosuyu, {} belge dosyasini, {} iddiayi adlandirdi",
        degisen.len(),
        eskiyen.len(),
        bozuk.len()
    );

    let (_, rapor) = xtask(&agac, "accept")?;
    let (degisen, eskiyen, bozuk) = adlananlar(&rapor);
    if !degisen.is_empty() || !eskiyen.is_empty() || bozuk != kume(&BOZULMALI) {
        return Err(Hata::Bulundu(format!(
            "prova: accept sonrasinda yalniz iddialar kalmaliydi:\n{rapor:#?}"
        )));
    }
    let (temiz, rapor) = xtask(&agac, "verify")?;
    if temiz || adlananlar(&rapor) != (BTreeSet::new(), BTreeSet::new(), kume(&BOZULMALI)) {
        return Err(Hata::Bulundu(format!(
            "prova: accept sonrasi verify yalniz iddialari bildirmeliydi:\n{rapor:#?}"
        )));
    }
    println!("prova: accept sonrasinda yalniz {} iddia bozuk kaldi; akis tamam", bozuk.len());
    Ok(())
}
