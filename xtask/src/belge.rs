//! Generated blocks in `docs/`: a marker names a command of the declared list, the K01 table
//! (`k01`) or an invariant's smallest counterexample (`karsi-ornek DERS DEGISMEZ`), and the
//! block under it is that output. `cargo xtask docs` rewrites them; verify reports
//! every block that no longer matches.
//!
//! ```text
//! <!-- uret: cargo run -q -p lider --bin olc -- --yenileme 1 -->
//! ...generated...
//! <!-- /uret -->
//! ```

use crate::cargo::kok;
use crate::programlar::KOSULAR;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const BAS: &str = "<!-- uret: ";
const SON: &str = "<!-- /uret -->";

/// Where a generated block stands and what it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blok {
    /// The Markdown file.
    pub dosya: PathBuf,
    /// Line of the opening marker (1-based).
    pub satir: usize,
    /// What the marker names: a command, or `k01`.
    pub kaynak: String,
}

impl Blok {
    /// `docs/lider.md:12 (cargo run -q -p lider --bin olc)`.
    pub fn etiket(&self) -> String {
        let dosya = self.dosya.strip_prefix(kok()).unwrap_or(&self.dosya);
        format!("{}:{} ({})", dosya.display(), self.satir, self.kaynak)
    }
}

/// The Markdown files under `docs/`, sorted.
pub fn dosyalar() -> Vec<PathBuf> {
    let mut d: Vec<PathBuf> = std::fs::read_dir(kok().join("docs"))
        .map(|r| r.filter_map(|g| g.ok().map(|g| g.path())).collect())
        .unwrap_or_default();
    d.retain(|p| p.extension().is_some_and(|e| e == "md"));
    d.sort();
    d
}

/// The text a marker stands for, from the programs' outputs (by command).
fn uret(kaynak: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    if kaynak == "k01" {
        return Ok(format!("{}\n", k01::varsayim::tablo().markdown()));
    }
    if let Some(ne) = kaynak.strip_prefix("karsi-ornek ") {
        let (ders, ad) = ne.split_once(' ').ok_or("karsi-ornek DERS DEGISMEZ bekleniyordu")?;
        return Ok(format!("```text\n{}```\n", crate::kesif::karsi_ornek(ders, ad)?));
    }
    let Some(kosu) = KOSULAR.iter().find(|k| k.komut() == kaynak) else {
        return Err(format!("'{kaynak}' xtask/src/programlar.rs listesinde yok"));
    };
    let cikti = ciktilar.get(kaynak).ok_or_else(|| format!("'{kaynak}' calismadi"))?;
    Ok(if kosu.arg.contains(&"--markdown") {
        cikti.clone()
    } else if kosu.arg.contains(&"--json") {
        format!("```json\n{cikti}```\n")
    } else {
        format!("```text\n{cikti}```\n")
    })
}

/// A file's text with every generated block replaced, and the blocks that changed.
fn isle(
    dosya: &Path,
    metin: &str,
    ciktilar: &HashMap<String, String>,
) -> Result<(String, Vec<Blok>), String> {
    let mut yeni = String::with_capacity(metin.len());
    let mut degisen = Vec::new();
    let mut satirlar = metin.split_inclusive('\n').enumerate();
    while let Some((i, satir)) = satirlar.next() {
        yeni += satir;
        let Some(kaynak) = satir.trim().strip_prefix(BAS).and_then(|s| s.strip_suffix("-->"))
        else {
            continue;
        };
        let blok = Blok { dosya: dosya.into(), satir: i + 1, kaynak: kaynak.trim().to_string() };
        let mut eski = String::new();
        loop {
            match satirlar.next() {
                Some((_, s)) if s.trim() == SON => break,
                Some((_, s)) => eski += s,
                None => return Err(format!("{}: '{SON}' ile kapanmiyor", blok.etiket())),
            }
        }
        let uretilen =
            uret(&blok.kaynak, ciktilar).map_err(|e| format!("{}: {e}", blok.etiket()))?;
        if uretilen != eski {
            degisen.push(blok);
        }
        yeni += &uretilen;
        yeni += SON;
        yeni.push('\n');
    }
    Ok((yeni, degisen))
}

/// The blocks whose text differs from what their source produces now.
pub fn eskiyenler(ciktilar: &HashMap<String, String>) -> Result<Vec<Blok>, String> {
    let mut hepsi = Vec::new();
    for dosya in dosyalar() {
        let metin =
            std::fs::read_to_string(&dosya).map_err(|e| format!("{}: {e}", dosya.display()))?;
        hepsi.extend(isle(&dosya, &metin, ciktilar)?.1);
    }
    Ok(hepsi)
}

/// The pictures' folder.
pub fn resim_klasoru() -> PathBuf {
    kok().join("docs").join("img")
}

/// Pictures under `docs/img/` that differ from what the models draw now, are missing, or that
/// no picture owns.
pub fn eski_resimler() -> Vec<PathBuf> {
    let resimler = resim::resimler();
    let mut eski: Vec<PathBuf> = resimler
        .iter()
        .map(|(ad, _)| resim_klasoru().join(ad))
        .zip(resimler.iter())
        .filter(|(yol, (_, svg))| {
            std::fs::read_to_string(yol).ok().as_deref() != Some(svg.as_str())
        })
        .map(|(yol, _)| yol)
        .collect();
    if let Ok(okunan) = std::fs::read_dir(resim_klasoru()) {
        for g in okunan.filter_map(Result::ok) {
            let ad = g.file_name().to_string_lossy().into_owned();
            if !resimler.iter().any(|(r, _)| *r == ad) {
                eski.push(g.path());
            }
        }
    }
    eski.sort();
    eski
}

/// Redraws every picture (and deletes those no picture owns); returns the files that changed.
pub fn resimleri_yaz() -> Result<Vec<PathBuf>, String> {
    let eski = eski_resimler();
    std::fs::create_dir_all(resim_klasoru()).map_err(|e| e.to_string())?;
    let resimler = resim::resimler();
    for yol in &eski {
        let ad = yol.file_name().and_then(|a| a.to_str()).unwrap_or_default();
        match resimler.iter().find(|(r, _)| *r == ad) {
            Some((_, svg)) => std::fs::write(yol, svg),
            None => std::fs::remove_file(yol),
        }
        .map_err(|e| format!("{}: {e}", yol.display()))?;
    }
    Ok(eski)
}

/// Rewrites every generated block; returns the ones that changed.
pub fn yaz(ciktilar: &HashMap<String, String>) -> Result<Vec<Blok>, String> {
    let mut hepsi = Vec::new();
    for dosya in dosyalar() {
        let metin =
            std::fs::read_to_string(&dosya).map_err(|e| format!("{}: {e}", dosya.display()))?;
        let (yeni, degisen) = isle(&dosya, &metin, ciktilar)?;
        if !degisen.is_empty() {
            std::fs::write(&dosya, yeni).map_err(|e| format!("{}: {e}", dosya.display()))?;
        }
        hepsi.extend(degisen);
    }
    Ok(hepsi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ciktilar() -> HashMap<String, String> {
        HashMap::from([("cargo run -q -p lider --bin olc".to_string(), "tablo\n".to_string())])
    }

    #[test]
    fn blok_komutun_ciktisiyla_yenilenir() {
        let metin =
            "# baslik\n<!-- uret: cargo run -q -p lider --bin olc -->\neski\n<!-- /uret -->\nson\n";
        let (yeni, degisen) = isle(Path::new("d.md"), metin, &ciktilar()).unwrap();
        assert_eq!(
            yeni,
            "# baslik\n<!-- uret: cargo run -q -p lider --bin olc -->\n```text\ntablo\n```\n<!-- /uret -->\nson\n"
        );
        assert_eq!(degisen.len(), 1);
        assert_eq!(degisen[0].satir, 2);
        let (tekrar, degisen) = isle(Path::new("d.md"), &yeni, &ciktilar()).unwrap();
        assert_eq!((tekrar, degisen.len()), (yeni, 0));
    }

    #[test]
    fn listede_olmayan_komut_ve_kapanmayan_blok_hata() {
        let yok = "<!-- uret: cargo run -q -p lider --bin yok -->\n<!-- /uret -->\n";
        assert!(isle(Path::new("d.md"), yok, &ciktilar()).unwrap_err().contains("listesinde yok"));
        let acik = "<!-- uret: k01 -->\n| tablo |\n";
        assert!(isle(Path::new("d.md"), acik, &ciktilar()).unwrap_err().contains("kapanmiyor"));
    }

    #[test]
    fn k01_tablosu_uretilir() {
        let (yeni, _) =
            isle(Path::new("d.md"), "<!-- uret: k01 -->\n<!-- /uret -->\n", &ciktilar()).unwrap();
        assert!(yeni.contains("| KK4 "), "{yeni}");
    }
}
