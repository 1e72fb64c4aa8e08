//! `cargo xtask verify`: run every declared program and compare its output with its insta
//! snapshot (and, where the run has one, with the published reference output).

use crate::cargo;
use crate::programlar::{KOSULAR, Kosu};
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the snapshots live.
pub fn snapshot_klasoru() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots")
}

/// How one run came out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sonuc {
    /// Output equals its snapshot (and its reference, if it has one).
    Ayni,
    /// Output differs from its snapshot (insta printed the diff).
    Degisti,
    /// The run has no snapshot yet (insta printed the output).
    Yeni,
    /// Output differs from the published reference output.
    ReferanstanFarkli,
    /// The program could not be built or run, or exited with an error or a panic.
    Calismadi(String),
}

/// The outcome of one verify pass.
#[derive(Debug, Default)]
pub struct Rapor {
    /// Each declared run with its outcome, in list order.
    pub kosular: Vec<(Kosu, Sonuc)>,
    /// Snapshot files that no declared run owns.
    pub sahipsiz: Vec<PathBuf>,
    /// Whether `../shared/reference` was there to compare with.
    pub referans_var: bool,
}

impl Rapor {
    /// True when every run matched and no snapshot is orphaned.
    pub fn temiz(&self) -> bool {
        self.sahipsiz.is_empty() && self.kosular.iter().all(|(_, s)| *s == Sonuc::Ayni)
    }

    /// The runs that did not match, by label.
    pub fn bozuklar(&self) -> Vec<String> {
        self.kosular.iter().filter(|(_, s)| *s != Sonuc::Ayni).map(|(k, _)| k.etiket()).collect()
    }
}

/// Builds each lesson package once, runs every declared program, compares the outputs.
pub fn dogrula() -> Result<Rapor, String> {
    let mut programlar: BTreeMap<(&str, String), PathBuf> = BTreeMap::new();
    let mut derlenen: Vec<&str> = Vec::new();
    for k in KOSULAR {
        if !derlenen.contains(&k.paket) {
            for (ad, yol) in cargo::derle(k.paket)? {
                programlar.insert((k.paket, ad), yol);
            }
            derlenen.push(k.paket);
        }
    }

    let referans = cargo::kok().join("../shared/reference");
    let mut rapor = Rapor { referans_var: referans.is_dir(), ..Rapor::default() };
    for k in KOSULAR {
        let sonuc = match programlar.get(&(k.paket, k.program.to_string())) {
            None => Sonuc::Calismadi(format!("{} paketinde {} programi yok", k.paket, k.program)),
            Some(yol) => calistir(k, yol, rapor.referans_var.then_some(&referans)),
        };
        rapor.kosular.push((*k, sonuc));
    }
    rapor.sahipsiz = sahipsiz_snapshotlar();
    Ok(rapor)
}

fn calistir(k: &Kosu, yol: &Path, referans: Option<&PathBuf>) -> Sonuc {
    let cikti = match Command::new(yol).args(k.arg).output() {
        Ok(c) => c,
        Err(e) => return Sonuc::Calismadi(format!("{}: {e}", yol.display())),
    };
    if !cikti.status.success() {
        let hata = String::from_utf8_lossy(&cikti.stderr);
        return Sonuc::Calismadi(format!("{}: {}", cikti.status, hata.trim_end()));
    }
    let Ok(metin) = String::from_utf8(cikti.stdout) else {
        return Sonuc::Calismadi("cikti UTF-8 degil".into());
    };
    if !snapshot_ile_ayni(k, &metin) {
        let var = snapshot_klasoru().join(format!("{}.snap", k.ad())).is_file();
        return if var { Sonuc::Degisti } else { Sonuc::Yeni };
    }
    match (referans, k.referans()) {
        (Some(klasor), Some(dosya)) => match std::fs::read(klasor.join(&dosya)) {
            Ok(yayimlanan) if yayimlanan == metin.as_bytes() => Sonuc::Ayni,
            Ok(_) => Sonuc::ReferanstanFarkli,
            Err(e) => Sonuc::Calismadi(format!("{dosya}: {e}")),
        },
        _ => Sonuc::Ayni,
    }
}

/// Compares with insta: a mismatch prints insta's diff and (outside CI) leaves a `.snap.new`
/// for `cargo xtask accept` or `cargo insta review`.
fn snapshot_ile_ayni(k: &Kosu, metin: &str) -> bool {
    let mut ayar = insta::Settings::clone_current();
    ayar.set_snapshot_path(snapshot_klasoru());
    ayar.set_prepend_module_to_snapshot(false);
    ayar.set_omit_expression(true);
    ayar.set_description(k.komut());
    // insta trims trailing newlines; the byte-exact check is the reference comparison.
    let onceki = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let sonuc = catch_unwind(AssertUnwindSafe(|| {
        ayar.bind(|| insta::assert_snapshot!(k.ad(), metin));
    }));
    std::panic::set_hook(onceki);
    sonuc.is_ok()
}

fn sahipsiz_snapshotlar() -> Vec<PathBuf> {
    let Ok(okunan) = std::fs::read_dir(snapshot_klasoru()) else { return Vec::new() };
    let mut sahipsiz: Vec<PathBuf> = okunan
        .filter_map(|g| g.ok().map(|g| g.path()))
        .filter(|yol| yol.extension().is_some_and(|u| u == "snap"))
        .filter(|yol| {
            let ad = yol.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            !KOSULAR.iter().any(|k| k.ad() == ad)
        })
        .collect();
    sahipsiz.sort();
    sahipsiz
}

/// Prints the report; a line per run, then what to do about any difference.
pub fn yazdir(r: &Rapor) {
    for (k, s) in &r.kosular {
        let durum = match s {
            Sonuc::Ayni => "ayni".to_string(),
            Sonuc::Degisti => "DEGISTI (snapshot farki yukarida)".to_string(),
            Sonuc::Yeni => "YENI: snapshot'i yok".to_string(),
            Sonuc::ReferanstanFarkli => "YAYIMLANAN CIKTIDAN FARKLI".to_string(),
            Sonuc::Calismadi(neden) => format!("CALISMADI: {neden}"),
        };
        println!("  {:<40} {durum}", k.etiket());
    }
    for yol in &r.sahipsiz {
        println!("  {:<40} SAHIPSIZ: listede boyle bir kosu yok", yol.display());
    }
    if !r.referans_var {
        println!("  (../shared/reference yok: yayimlanan ciktilarla karsilastirma atlandi)");
    }
    if r.temiz() {
        println!("verify: {} kosu, hepsi ayni", r.kosular.len());
    } else {
        println!("verify: degisen ya da calismayan: {}", r.bozuklar().join(", "));
        println!("Degisiklik isteniyorsa farklari okuyup kabul edin: cargo xtask accept");
    }
}

/// Deletes pending `.snap.new` files and orphaned snapshots (after an accept).
pub fn temizle() -> std::io::Result<()> {
    for yol in sahipsiz_snapshotlar() {
        std::fs::remove_file(yol)?;
    }
    for g in std::fs::read_dir(snapshot_klasoru())? {
        let yol = g?.path();
        if yol.to_string_lossy().ends_with(".snap.new") {
            std::fs::remove_file(yol)?;
        }
    }
    Ok(())
}
