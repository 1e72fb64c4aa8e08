//! `cargo xtask prova`: the change workflow, rehearsed end to end on a copy of the tree.
//!
//! In `target/prova/agac` (built into `target/prova/hedef`, so the real tree's programs are never
//! overwritten) KK4's sensitivity goes from 12 to 10. Verify must then name exactly the lider
//! hesap runs, the docs blocks that show them and the claims about the 12-takeover row; after
//! `cargo xtask accept` only those claims may still fail.

use crate::cargo::{cargo, kok};
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
fn esitle(agac: &Path) -> Result<(), String> {
    let hata = |e: std::io::Error| e.to_string();
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
            let metin = String::from_utf8(icerik).map_err(|e| e.to_string())?;
            if metin.matches(ESKI).count() != 1 {
                return Err(format!("{DOSYA}: '{ESKI}' tam bir kez bulunmali"));
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

/// Runs `cargo xtask ARGS` in the copy; returns its exit success and its output.
fn xtask(agac: &Path, is: &str) -> Result<(bool, String), String> {
    let cikti = cargo()
        .args(["run", "--quiet", "--package", "xtask", "--", is])
        .current_dir(agac)
        .env("CARGO_TARGET_DIR", kok().join("target/prova/hedef"))
        .env("CI", "true")
        .output()
        .map_err(|e| format!("cargo xtask {is}: {e}"))?;
    let metin = String::from_utf8_lossy(&cikti.stdout).into_owned()
        + &String::from_utf8_lossy(&cikti.stderr);
    Ok((cikti.status.success(), metin))
}

/// What a verify report names: changed runs, stale docs files, broken claims.
fn adlananlar(rapor: &str) -> (BTreeSet<String>, BTreeSet<String>, BTreeSet<String>) {
    let (mut degisen, mut eskiyen, mut bozuk) = (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for satir in rapor.lines() {
        let s = satir.trim();
        if let Some(b) = s.strip_prefix("BOZUK IDDIA: ") {
            bozuk.insert(b.to_string());
        } else if let Some(b) = s.strip_prefix("ESKI BELGE BLOGU: ") {
            eskiyen.insert(b.split(':').next().unwrap_or_default().to_string());
        } else if let Some(ad) = s.strip_suffix("DEGISTI (snapshot farki yukarida)") {
            degisen.insert(ad.trim().to_string());
        }
    }
    (degisen, eskiyen, bozuk)
}

fn kume(a: &[&str]) -> BTreeSet<String> {
    a.iter().map(|s| s.to_string()).collect()
}

/// The rehearsal; `Err` says which step named the wrong things.
pub fn prova() -> Result<(), String> {
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
        return Err(format!(
            "verify beklenenleri adlandirmadi:\n  degisen {degisen:?}\n  eskiyen {eskiyen:?}\n  bozuk {bozuk:?}\n{rapor}"
        ));
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
        return Err(format!("accept sonrasinda yalniz iddialar kalmaliydi:\n{rapor}"));
    }
    let (temiz, rapor) = xtask(&agac, "verify")?;
    if temiz || adlananlar(&rapor) != (BTreeSet::new(), BTreeSet::new(), kume(&BOZULMALI)) {
        return Err(format!("accept sonrasi verify yalniz iddialari bildirmeliydi:\n{rapor}"));
    }
    println!("prova: accept sonrasinda yalniz {} iddia bozuk kaldi; akis tamam", bozuk.len());
    Ok(())
}
