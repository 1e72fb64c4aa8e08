//! Copies of the tree for `cargo xtask prova`'s rehearsals: a copy kept in step with the tree
//! file by file (only what differs is written, so cargo rebuilds only what changed), and beside
//! it the published outputs the rehearsals compare with, made from the tree's own programs
//! ([`yayimlananlari_yaz`]): a rehearsal reaches the same verdict with or without
//! `../shared`.

use crate::cargo::{hedef, kok};
use crate::hata::{GorevSonucu, Hata};
use std::path::{Path, PathBuf};

/// Every file of the tree but `target/` and `.git/`, relative to `kok`.
pub fn dosyalar(kok: &Path, alt: &Path, liste: &mut Vec<PathBuf>) -> std::io::Result<()> {
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

/// Makes `agac` a copy of the tree, each file's content as `duzenle` gives it (from its path and
/// its content in the tree), writing only files whose content differs (so cargo rebuilds only
/// what changed since the last rehearsal) and removing the copy's files the tree has not.
pub fn kopyala(
    agac: &Path,
    mut duzenle: impl FnMut(&Path, Vec<u8>) -> GorevSonucu<Vec<u8>>,
) -> GorevSonucu {
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
        let icerik = duzenle(yol, std::fs::read(kok().join(yol)).map_err(hata)?)?;
        yaz(&agac.join(yol), &icerik)?;
    }
    Ok(())
}

/// The copy's root manifest with its crates' version marked (`0.1.0+prova`, `ek` after the
/// `+`). A copy's intermediate files share `target/` with the real tree's, and cargo names a
/// workspace crate's compiled files by its path in the workspace, which is the same in the
/// copy: with the same version, the copy's build would overwrite the tree's and the tree's
/// next build would take the copy's for its own. Another version keeps the copy's crates apart
/// from the real tree's (and each copy's from the other's), while every dependency from
/// crates.io is still shared.
pub fn ayri_surum(icerik: Vec<u8>, ek: &str) -> GorevSonucu<Vec<u8>> {
    let metin = String::from_utf8(icerik).map_err(|e| Hata::Calismadi(e.to_string()))?;
    let (bas, son) = metin
        .split_once("[workspace.package]\nversion = \"")
        .and_then(|(bas, son)| Some((bas, son.split_once('"')?)))
        .map(|(bas, (surum, son))| {
            (format!("{bas}[workspace.package]\nversion = \"{surum}+{ek}\""), son)
        })
        .ok_or_else(|| {
            Hata::Calismadi("Cargo.toml: [workspace.package] version ile başlamalı".into())
        })?;
    Ok(format!("{bas}{son}").into_bytes())
}

/// Writes `icerik` to `hedef` (and its folders) unless it is there already.
pub fn yaz(hedef: &Path, icerik: &[u8]) -> GorevSonucu {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("{}: {e}", hedef.display()));
    if std::fs::read(hedef).ok().as_deref() != Some(icerik) {
        std::fs::create_dir_all(hedef.parent().expect("a file has a folder")).map_err(hata)?;
        std::fs::write(hedef, icerik).map_err(hata)?;
    }
    Ok(())
}

/// Where the rehearsals' copies find their published outputs: `../shared/reference` as seen
/// from a copy in `prova/` of cargo's target directory.
pub fn yayimlanan_klasoru() -> GorevSonucu<PathBuf> {
    Ok(hedef()?.join("prova/shared/reference"))
}

/// The published outputs beside the copies, as the sibling folder holds them beside the tree
/// (`<lesson>/<program>.txt`), written from the tree's own programs without arguments, run in
/// process: what the tree prints is what it publishes (verify compares the two where the
/// sibling folder is there). A lesson the tree does not have (the new one a rehearsal adds) has
/// no folder, so verify in the copy calls it unpublished.
pub fn yayimlananlari_yaz() -> GorevSonucu {
    yayimlananlari_yaz_buraya(&yayimlanan_klasoru()?)
}

/// [`yayimlananlari_yaz`] into folder `hedef`.
pub fn yayimlananlari_yaz_buraya(hedef: &Path) -> GorevSonucu {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: yayımlanan çıktılar: {e}"));
    let _ = std::fs::remove_dir_all(hedef);
    for d in dersler::DERSLER {
        let klasor = hedef.join(d.ad());
        std::fs::create_dir_all(&klasor).map_err(hata)?;
        for p in ders::Program::HEPSI {
            let c = d.calistir(p, &[]);
            if c.kod != 0 {
                return Err(Hata::Calismadi(format!(
                    "prova: {} {} çalışmadı: {}",
                    d.ad(),
                    p.ad(),
                    c.hata
                )));
            }
            std::fs::write(klasor.join(format!("{}.txt", p.ad())), c.cikti).map_err(hata)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rehearsals' published outputs come from the tree alone: every lesson's two programs,
    /// as they print without arguments, and nothing for a lesson the tree does not have. So the
    /// rehearsals' verdicts are the same with or without the sibling folder (and
    /// `xtask::tidy::dis_klasorler::kardes_klasor_yalniz_buradan` keeps them from reading it).
    #[test]
    fn yayimlananlar_agactan_yazilir() {
        let hedef = std::env::temp_dir().join(format!("xtask-yayimlanan-{}", std::process::id()));
        yayimlananlari_yaz_buraya(&hedef).unwrap();
        let mut klasorler: Vec<String> = std::fs::read_dir(&hedef)
            .unwrap()
            .map(|g| g.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        klasorler.sort();
        let mut dersler: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
        dersler.sort();
        assert_eq!(klasorler, dersler);
        for d in dersler::DERSLER {
            for p in ders::Program::HEPSI {
                let yazilan =
                    std::fs::read_to_string(hedef.join(d.ad()).join(format!("{}.txt", p.ad())));
                assert_eq!(yazilan.unwrap(), d.calistir(p, &[]).cikti, "{} {}", d.ad(), p.ad());
            }
        }
        std::fs::remove_dir_all(&hedef).unwrap();
    }

    #[test]
    fn kopyanin_surumu_ayri() {
        let kok_manifest = std::fs::read(kok().join("Cargo.toml")).expect("the root manifest");
        let kopya =
            String::from_utf8(ayri_surum(kok_manifest.clone(), "prova").expect("a version"))
                .expect("UTF-8");
        let asil = String::from_utf8(kok_manifest).expect("UTF-8");
        let surum = env!("CARGO_PKG_VERSION");
        assert_eq!(
            kopya,
            asil.replacen(
                &format!("version = \"{surum}\""),
                &format!("version = \"{surum}+prova\""),
                1
            )
        );
        assert!(ayri_surum(b"[package]\nname = \"x\"\n".to_vec(), "prova").is_err());
    }
}
