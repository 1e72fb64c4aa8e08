//! `cargo xtask mutasyon`: how strong the lessons' tests and the checker are, measured with
//! cargo-mutants on the three model files. Each lesson's model file is mutated (an operator
//! flipped, a value replaced, a function emptied), and each mutant runs the lesson crate's tests
//! plus the checker's tests at small bounds (`crates/kesif`, which compare every verdict with
//! docs/kesif.json). A mutant they catch is killed; one they miss survives.
//!
//! The outcome is kept in `docs/mutasyon.json` with a hash of the model files, and the docs show
//! it (docs/bulgular.md). `cargo xtask verify` warns, without failing, once the model files have
//! changed since the kept run. The run takes about 20 minutes on two cores, so `cargo xtask test`
//! does not include it.

use crate::cargo::{cargo, hedef, kok};
use crate::hata::{GorevSonucu, Hata, calismadi};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The cargo-mutants release the kept result comes from; `mutasyon` installs it under
/// `target/arac/` when missing.
pub const SURUM: &str = "27.0.0";

/// Longest a mutant's tests may run, in seconds, before it counts as a timeout (they take a few
/// seconds; a mutant that loops forever must not stall the run).
const ZAMAN_ASIMI: u32 = 90;

/// The kept result's file, under `docs/`.
pub const DOSYA: &str = "mutasyon.json";

/// One lesson's outcome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DersSonucu {
    /// The lesson.
    pub ders: String,
    /// Its model file, from the workspace root.
    pub dosya: String,
    /// The SHA-256 of that file when it was mutated ([`ozet`]): the outcome is stale once the
    /// file's differs.
    pub ozet: String,
    /// Mutants the tests caught.
    pub yakalanan: usize,
    /// Mutants the tests missed: each is caught by a later test or explained in the docs.
    pub kacan: usize,
    /// Mutants whose tests ran past the time limit (they loop forever): caught.
    pub zaman_asimi: usize,
    /// Mutants that do not compile: no test needed.
    pub derlenmeyen: usize,
    /// Every surviving mutant, as cargo-mutants names it (`file:line:column: replace ...`).
    pub kacanlar: Vec<String>,
    /// How long this lesson's run took, in seconds.
    pub saniye: u64,
}

/// What `mutasyon` keeps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MutasyonKaydi {
    /// The cargo-mutants release.
    pub surum: String,
    /// One outcome per lesson, in course order.
    pub dersler: Vec<DersSonucu>,
}

impl MutasyonKaydi {
    /// Killed mutants over the viable ones (caught and timed out count as killed).
    pub fn skor(&self) -> (usize, usize) {
        let olduren = self.dersler.iter().map(|d| d.yakalanan + d.zaman_asimi).sum();
        (olduren, olduren + self.dersler.iter().map(|d| d.kacan).sum::<usize>())
    }
}

/// Each lesson's model file, from the workspace root, in course order.
pub fn model_dosyalari() -> GorevSonucu<Vec<(&'static str, String)>> {
    let dosya = |ad| Ok((ad, format!("crates/{ad}/{}", crate::programlar::bilgi(ad)?.model)));
    dersler::DERSLER.iter().map(|d| dosya(d.ad())).collect()
}

/// The SHA-256 of a model file's bytes (`dosya` from the workspace root), in hex.
pub fn ozet(dosya: &str) -> GorevSonucu<String> {
    let yol = kok().join(dosya);
    let icerik = std::fs::read(&yol).map_err(calismadi(yol.display()))?;
    Ok(Sha256::digest(&icerik).iter().map(|b| format!("{b:02x}")).collect())
}

/// Where the kept result lives.
pub fn dosya() -> PathBuf {
    kok().join("docs").join(DOSYA)
}

/// The kept result, if there is one.
pub fn oku() -> GorevSonucu<Option<MutasyonKaydi>> {
    let yol = dosya();
    let Ok(metin) = std::fs::read_to_string(&yol) else { return Ok(None) };
    serde_json::from_str(&metin).map(Some).map_err(|e| Hata::Calismadi(format!("{DOSYA}: {e}")))
}

/// The kept result's warning, if a lesson's model file changed since its outcome was taken (or
/// a lesson has none): the lessons are named, so `cargo xtask mutasyon LESSON...` reruns only
/// those.
pub fn eskidi_mi() -> GorevSonucu<Option<String>> {
    let Some(k) = oku()? else {
        return Ok(Some(format!("docs/{DOSYA} yok: cargo xtask mutasyon çalıştırılmadı")));
    };
    let mut eskiyen = Vec::new();
    for (ders, dosya) in model_dosyalari()? {
        let kayitli = k.dersler.iter().find(|d| d.ders == ders).map(|d| d.ozet.as_str());
        if kayitli != Some(ozet(&dosya)?.as_str()) {
            eskiyen.push(ders);
        }
    }
    Ok((!eskiyen.is_empty()).then(|| {
        format!(
            "docs/{DOSYA} eski: {} için model dosyası son mutasyon çalıştırmasından beri değişti \
             (cargo xtask mutasyon {}; ders başına 5-7 dakika)",
            eskiyen.join(", "),
            eskiyen.join(" ")
        )
    }))
}

/// cargo-mutants under `arac/` in cargo's target directory, installed by cargo at [`SURUM`] when missing.
fn arac() -> GorevSonucu<PathBuf> {
    let kok_arac = hedef()?.join("arac");
    let yol = kok_arac.join("bin").join("cargo-mutants");
    // as a cargo subcommand it answers `cargo-mutants mutants --version`
    let surum = std::process::Command::new(&yol).args(["mutants", "--version"]).output();
    if surum.is_ok_and(|c| String::from_utf8_lossy(&c.stdout).contains(SURUM)) {
        return Ok(yol);
    }
    eprintln!("mutasyon: cargo-mutants {SURUM} kuruluyor ({})", kok_arac.display());
    let durum = cargo()
        .args(["install", "--locked", "--quiet", "--version", SURUM, "cargo-mutants", "--root"])
        .arg(&kok_arac)
        .status()
        .map_err(calismadi("cargo install cargo-mutants"))?;
    if !durum.success() {
        return Err(Hata::Calismadi(format!("cargo-mutants {SURUM} kurulamadı")));
    }
    Ok(yol)
}

/// Mutates lesson `ders`'s model file `dosya` and tests each mutant; its outcome.
fn ders_kos(arac: &Path, ders: &str, dosya: &str) -> GorevSonucu<DersSonucu> {
    // the file as it is mutated: an edit during the run makes the outcome stale, not current
    let ozet = ozet(dosya)?;
    let (cikti, bas) = (hedef()?.join("mutasyon").join(ders), Instant::now());
    std::fs::create_dir_all(&cikti).map_err(calismadi(cikti.display()))?;
    eprintln!("== cargo mutants: {dosya} (testler: {ders}, kesif)");
    let durum = std::process::Command::new(arac)
        .arg("mutants")
        .args(["--package", ders, "--file", dosya, "--test-package", ders])
        .args(["--test-package", "kesif", "--jobs", "1", "--no-shuffle"])
        .arg(format!("--timeout={ZAMAN_ASIMI}"))
        .arg("--output")
        .arg(&cikti)
        .current_dir(kok())
        .status()
        .map_err(calismadi("cargo mutants"))?;
    // 0: every mutant caught; 2: some missed; 3: some timed out (cargo-mutants' exit codes)
    if !matches!(durum.code(), Some(0 | 2 | 3)) {
        return Err(Hata::Calismadi(format!("cargo mutants {ders} çalışmadı ({durum})")));
    }
    let yol = cikti.join("mutants.out").join("outcomes.json");
    let metin = std::fs::read_to_string(&yol).map_err(calismadi(yol.display()))?;
    let v: Value = serde_json::from_str(&metin).map_err(|e| Hata::Calismadi(e.to_string()))?;
    let sayi = |k: &str| v[k].as_u64().unwrap_or(0) as usize;
    let mut kacanlar: Vec<String> = v["outcomes"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|o| o["summary"] == "MissedMutant")
        .filter_map(|o| o["scenario"]["Mutant"]["name"].as_str().map(String::from))
        .collect();
    kacanlar.sort();
    Ok(DersSonucu {
        ders: ders.into(),
        dosya: dosya.into(),
        ozet,
        yakalanan: sayi("caught"),
        kacan: sayi("missed"),
        zaman_asimi: sayi("timeout"),
        derlenmeyen: sayi("unviable"),
        kacanlar,
        saniye: bas.elapsed().as_secs(),
    })
}

/// Runs cargo-mutants on the model files of `secilen` (every lesson when empty) and keeps the
/// outcome in docs/mutasyon.json; a lesson not run keeps its last outcome, with its own hash.
pub fn mutasyon(secilen: &[String]) -> GorevSonucu {
    let dosyalar = model_dosyalari()?;
    if let Some(yok) = secilen.iter().find(|s| !dosyalar.iter().any(|(d, _)| d == s)) {
        let adlar: Vec<&str> = dosyalar.iter().map(|(d, _)| *d).collect();
        return Err(Hata::Calismadi(format!(
            "mutasyon: '{yok}' bir ders değil (dersler: {})",
            adlar.join(", ")
        )));
    }
    let arac = arac()?;
    let bas = Instant::now();
    let eski = oku()?;
    let mut dersler = Vec::new();
    for (ders, dosya) in dosyalar {
        if !secilen.is_empty() && !secilen.iter().any(|s| s == ders) {
            if let Some(d) = eski.as_ref().and_then(|k| k.dersler.iter().find(|d| d.ders == ders)) {
                dersler.push(d.clone());
            }
            continue;
        }
        dersler.push(ders_kos(&arac, ders, &dosya)?);
    }
    let k = MutasyonKaydi { surum: SURUM.into(), dersler };
    let json = serde_json::to_string_pretty(&k).map_err(|e| Hata::Calismadi(e.to_string()))?;
    std::fs::write(dosya(), json + "\n").map_err(calismadi(dosya().display()))?;
    let (olduren, toplam) = k.skor();
    let saniye = bas.elapsed().as_secs();
    println!("mutasyon: {olduren}/{toplam} mutant öldürüldü, {saniye} s; docs/{DOSYA} yazıldı");
    for d in &k.dersler {
        for m in &d.kacanlar {
            println!("  kaçan: {m}");
        }
    }
    Ok(())
}

/// The kept result as the docs show it (marker `mutasyon`): a row per lesson, the score, and
/// every surviving mutant.
pub fn tablo() -> Result<String, String> {
    let k = oku().map_err(|e| e.to_string())?.ok_or(format!("docs/{DOSYA} yok"))?;
    let mut m = String::from(
        "| ders | model dosyası | mutant | öldürülen | kaçan | zaman aşımı | derlenmeyen | süre |\n\
         |---|---|---:|---:|---:|---:|---:|---:|\n",
    );
    for d in &k.dersler {
        let toplam = d.yakalanan + d.kacan + d.zaman_asimi + d.derlenmeyen;
        m += &format!(
            "| {} | `{}` | {toplam} | {} | {} | {} | {} | {} dk |\n",
            d.ders,
            d.dosya,
            d.yakalanan + d.zaman_asimi,
            d.kacan,
            d.zaman_asimi,
            d.derlenmeyen,
            d.saniye.div_ceil(60)
        );
    }
    let (olduren, toplam) = k.skor();
    let yuzde = if toplam == 0 { 100.0 } else { 100.0 * olduren as f64 / toplam as f64 };
    let yuzde = format!("{yuzde:.1}").replace('.', ",");
    m += &format!(
        "\nSkor: derlenen {toplam} mutant, öldürülen {olduren} (%{yuzde}); cargo-mutants {}.\n",
        k.surum
    );
    let kacanlar: Vec<&String> = k.dersler.iter().flat_map(|d| &d.kacanlar).collect();
    if !kacanlar.is_empty() {
        m += "\nKaçan mutantlar:\n\n";
        for kacan in kacanlar {
            m += &format!("- `{kacan}`\n");
        }
    }
    Ok(m)
}
