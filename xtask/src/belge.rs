//! Generated files: the blocks of `docs/*.md` and of the README, and the pictures under
//! `docs/img/`. A block's marker names a command of the run list, the K01 table (`k01`), an
//! invariant's smallest counterexample (`karsi-ornek DERS DEGISMEZ`), a lesson's claims under
//! every fault schedule (`zamanlama DERS`) or one of their counterexamples (`zamanlama-ornek DERS
//! IDDIA`), the kept mutation-test result (`mutasyon`), or what a shared page says of every
//! lesson, from the lessons' list: a lesson page's course line (`sira DERS`), the reading order
//! (`okuma-sirasi`), the programs' appendix (`yardimlar`), the README's crate map (`paketler`).
//! The block under it is that output. What a shared page says of every lesson is written in
//! [`crate::kurs_bloklari`], what is cut from a listed run's output in [`crate::cikti_bloklari`].
//! [`esitle`] is the one place that writes a generated file or checks it is current.
//!
//! ```text
//! <!-- uret: cargo run -q -p lider --bin olc -- --yenileme 1 -->
//! ...generated...
//! <!-- /uret -->
//! ```

use crate::cargo::kok;
use crate::cikti_bloklari::{iddialar, secim, yuruyus};
use crate::hata::{GorevSonucu, Hata, calismadi};
use crate::kurs_bloklari::{k01_tablosu, okuma_sirasi, paketler, senaryolar, sira, yardimlar};
use crate::programlar::kosular;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const BAS: &str = "<!-- uret: ";
const SON: &str = "<!-- /uret -->";

/// Whether a generated file is written or only checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YazmaKipi {
    /// Write what differs (`cargo xtask docs`, `accept`).
    Yaz,
    /// Only report what differs (`cargo xtask verify`).
    Denetle,
}

/// Makes the file at `yol` hold `icerik` (in [`YazmaKipi::Yaz`]) or only compares (in
/// [`YazmaKipi::Denetle`]); returns whether it differed. `None` means the file must not exist:
/// it is deleted or reported.
pub fn esitle(yol: &Path, icerik: Option<&[u8]>, kip: YazmaKipi) -> GorevSonucu<bool> {
    let simdi = std::fs::read(yol).ok();
    if simdi.as_deref() == icerik {
        return Ok(false);
    }
    if kip == YazmaKipi::Yaz {
        match icerik {
            Some(i) => {
                if let Some(ust) = yol.parent() {
                    std::fs::create_dir_all(ust).map_err(calismadi(ust.display()))?;
                }
                std::fs::write(yol, i).map_err(calismadi(yol.display()))?;
            }
            None => std::fs::remove_file(yol).map_err(calismadi(yol.display()))?,
        }
    }
    Ok(true)
}

/// Where a generated block stands and what it names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BelgeBlogu {
    /// The Markdown file, relative to the workspace.
    pub dosya: PathBuf,
    /// Line of the opening marker (1-based).
    pub satir: usize,
    /// What the marker names: a command, `k01`, `karsi-ornek DERS DEGISMEZ`, `zamanlama DERS`
    /// or `zamanlama-ornek DERS IDDIA`.
    pub kaynak: String,
}

impl BelgeBlogu {
    /// `docs/lider.md:12 (cargo run -q -p lider --bin olc)`.
    pub fn etiket(&self) -> String {
        format!("{}:{} ({})", self.dosya.display(), self.satir, self.kaynak)
    }
}

/// The Markdown files under `docs/`, sorted, then the README.
pub fn dosyalar() -> Vec<PathBuf> {
    let mut d: Vec<PathBuf> = std::fs::read_dir(kok().join("docs"))
        .map(|r| r.filter_map(|g| g.ok().map(|g| g.path())).collect())
        .unwrap_or_default();
    d.retain(|p| p.extension().is_some_and(|e| e == "md"));
    d.sort();
    d.push(kok().join("README.md"));
    d
}

/// The text a marker stands for, from the programs' outputs (by command).
fn uret(kaynak: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    if kaynak == "k01" {
        return k01_tablosu();
    }
    if kaynak == "mutasyon" {
        return crate::mutasyon::tablo();
    }
    if let Some(ders) = kaynak.strip_prefix("zamanlama ") {
        return crate::zamanlama::tablo(ders);
    }
    if let Some(ders) = kaynak.strip_prefix("en-az ") {
        return crate::en_az::tablo(ders);
    }
    if let Some(ne) = kaynak.strip_prefix("zamanlama-ornek ") {
        return crate::zamanlama::ornek(ne);
    }
    if let Some(ders) = kaynak.strip_prefix("satirlar ") {
        let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
        let satirlar: String =
            d.satir_tanimlari().iter().map(|(ad, tanim)| format!("- `{ad}`: {tanim}\n")).collect();
        return Ok(satirlar);
    }
    if let Some(ders) = kaynak.strip_prefix("tablolar ") {
        let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
        let mut metin = String::new();
        for (tablo, satirlar) in d.tablo_tanimlari() {
            metin += &format!("**{tablo}**\n\n");
            for (ad, tanim) in satirlar {
                metin += &format!("- `{ad}`: {tanim}\n");
            }
            metin += "\n";
        }
        return Ok(metin.trim_end().to_string() + "\n");
    }
    if kaynak == "senaryolar" {
        return senaryolar(ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("sira ") {
        return sira(ders);
    }
    if kaynak == "okuma-sirasi" {
        return okuma_sirasi();
    }
    if kaynak == "yardimlar" {
        return yardimlar(ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("iddialar ") {
        return iddialar(ders, ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("yuruyus ") {
        return yuruyus(ders, ciktilar);
    }
    if let Some(ders) = kaynak.strip_prefix("anlar ") {
        return crate::dersle_birlikte::liste(ders, ciktilar);
    }
    if kaynak == "paketler" {
        return paketler();
    }
    if let Some(ne) = kaynak.strip_prefix("secim ") {
        return secim(ne, ciktilar);
    }
    if let Some(ne) = kaynak.strip_prefix("karsi-ornek ") {
        let (ders, ad) = ne.split_once(' ').ok_or("karsi-ornek DERS DEĞİŞMEZ bekleniyordu")?;
        let d = dersler::bul(ders).ok_or_else(|| format!("'{ders}' diye bir ders yok"))?;
        return Ok(format!("```text\n{}```\n", d.karsi_ornek(ad)?));
    }
    let kosular = kosular().map_err(|e| e.to_string())?;
    let Some(kosu) = kosular.into_iter().find(|k| k.komut() == kaynak) else {
        return Err(format!(
            "'{kaynak}' derslerin çalıştırma listesinde yok (bir dersin örneği \
             crates/<ders>/sayfa/ders.toml'daki [ornekler]'dedir)"
        ));
    };
    let cikti = ciktilar.get(kaynak).ok_or_else(|| format!("'{kaynak}' çalışmadı"))?;
    let var = |a: &str| kosu.arg.iter().any(|b| b == a);
    Ok(if var("--markdown") {
        cikti.clone()
    } else if var("--json") {
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
) -> Result<(String, Vec<BelgeBlogu>), String> {
    let mut yeni = String::with_capacity(metin.len());
    let mut degisen = Vec::new();
    let mut satirlar = metin.split_inclusive('\n').enumerate();
    while let Some((i, satir)) = satirlar.next() {
        yeni += satir;
        let Some(kaynak) = satir.trim().strip_prefix(BAS).and_then(|s| s.strip_suffix("-->"))
        else {
            continue;
        };
        let blok =
            BelgeBlogu { dosya: dosya.into(), satir: i + 1, kaynak: kaynak.trim().to_string() };
        let mut eski = String::new();
        loop {
            match satirlar.next() {
                Some((_, s)) if s.trim() == SON => break,
                Some((_, s)) => eski += s,
                None => return Err(format!("{}: '{SON}' ile kapanmıyor", blok.etiket())),
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

/// Rewrites (or checks) every generated block of `docs/`; returns the blocks that differed.
pub fn bloklar(ciktilar: &HashMap<String, String>, kip: YazmaKipi) -> GorevSonucu<Vec<BelgeBlogu>> {
    let mut hepsi = Vec::new();
    for dosya in dosyalar() {
        let metin = std::fs::read_to_string(&dosya).map_err(calismadi(dosya.display()))?;
        let goreli = dosya.strip_prefix(kok()).unwrap_or(&dosya);
        let (yeni, degisen) = isle(goreli, &metin, ciktilar).map_err(Hata::Calismadi)?;
        esitle(&dosya, Some(yeni.as_bytes()), kip)?;
        hepsi.extend(degisen);
    }
    Ok(hepsi)
}

/// The pictures' folder: every file in it is drawn by a lesson.
pub fn resim_klasoru() -> PathBuf {
    kok().join("docs").join("img")
}

/// Redraws (or checks) every picture under `docs/img/`, and deletes (or reports) the files no
/// picture owns; returns the files that differed, relative to the workspace.
pub fn resimler(kip: YazmaKipi) -> GorevSonucu<Vec<PathBuf>> {
    let mut resimler: Vec<(String, String)> =
        dersler::DERSLER.iter().flat_map(|d| d.resimler()).collect();
    resimler.extend(crate::zamanlama::resimler().map_err(Hata::Calismadi)?);
    let mut yollar: Vec<(PathBuf, Option<&[u8]>)> =
        resimler.iter().map(|(ad, svg)| (resim_klasoru().join(ad), Some(svg.as_bytes()))).collect();
    if let Ok(okunan) = std::fs::read_dir(resim_klasoru()) {
        for g in okunan.filter_map(Result::ok) {
            if !yollar.iter().any(|(y, _)| *y == g.path()) {
                yollar.push((g.path(), None));
            }
        }
    }
    let mut eski = Vec::new();
    for (yol, icerik) in yollar {
        if esitle(&yol, icerik, kip)? {
            eski.push(yol.strip_prefix(kok()).unwrap_or(&yol).to_path_buf());
        }
    }
    eski.sort();
    Ok(eski)
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
            "# başlık\n<!-- uret: cargo run -q -p lider --bin olc -->\neski\n<!-- /uret -->\nson\n";
        let (yeni, degisen) = isle(Path::new("d.md"), metin, &ciktilar()).unwrap();
        assert_eq!(
            yeni,
            "# başlık\n<!-- uret: cargo run -q -p lider --bin olc -->\n```text\ntablo\n```\n<!-- /uret -->\nson\n"
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
        assert!(isle(Path::new("d.md"), acik, &ciktilar()).unwrap_err().contains("kapanmıyor"));
    }

    #[test]
    fn k01_tablosu_uretilir() {
        let (yeni, _) =
            isle(Path::new("d.md"), "<!-- uret: k01 -->\n<!-- /uret -->\n", &ciktilar()).unwrap();
        assert!(yeni.contains("| KK4 "), "{yeni}");
    }

    #[test]
    fn esitle_yazar_ya_da_yalniz_denetler() {
        let klasor = crate::cargo::hedef().unwrap().join("xtask-deneme/esitle");
        let yol = klasor.join("a.txt");
        let _ = std::fs::remove_dir_all(&klasor);
        assert!(esitle(&yol, Some(b"bir"), YazmaKipi::Denetle).unwrap());
        assert!(!yol.exists());
        assert!(esitle(&yol, Some(b"bir"), YazmaKipi::Yaz).unwrap());
        assert!(!esitle(&yol, Some(b"bir"), YazmaKipi::Denetle).unwrap());
        assert!(esitle(&yol, None, YazmaKipi::Denetle).unwrap());
        assert!(esitle(&yol, None, YazmaKipi::Yaz).unwrap() && !yol.exists());
        assert!(!esitle(&yol, None, YazmaKipi::Denetle).unwrap());
    }
}
