//! Copies of the tree for `cargo xtask prova`'s rehearsals: a copy kept in step with the tree
//! file by file (only what differs is written, so cargo rebuilds only what changed), and the
//! published outputs beside it, as `../shared/reference` is beside the tree.

use crate::cargo::kok;
use crate::hata::{Hata, Sonuc};
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
pub fn kopyala(agac: &Path, mut duzenle: impl FnMut(&Path, Vec<u8>) -> Sonuc<Vec<u8>>) -> Sonuc {
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

/// Writes `icerik` to `hedef` (and its folders) unless it is there already.
pub fn yaz(hedef: &Path, icerik: &[u8]) -> Sonuc {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("{}: {e}", hedef.display()));
    if std::fs::read(hedef).ok().as_deref() != Some(icerik) {
        std::fs::create_dir_all(hedef.parent().expect("a file has a folder")).map_err(hata)?;
        std::fs::write(hedef, icerik).map_err(hata)?;
    }
    Ok(())
}

/// The published outputs (`../shared/reference`) beside the copy of the tree, as they are beside
/// the tree, so that verify in the copy compares with them too; said when they are missing.
pub fn yayimlananlari_kopyala() -> Sonuc {
    let kaynak = kok().join("../shared/reference");
    let hedef = kok().join("target/prova/shared/reference");
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: yayımlanan çıktılar: {e}"));
    let _ = std::fs::remove_dir_all(&hedef);
    if !kaynak.is_dir() {
        println!("prova: ../shared/reference yok: yayımlanan çıktılarla karşılaştırma denenmedi");
        return Ok(());
    }
    for g in std::fs::read_dir(&kaynak).map_err(hata)? {
        let g = g.map_err(hata)?;
        if g.file_type().map_err(hata)?.is_dir() {
            let alt = hedef.join(g.file_name());
            std::fs::create_dir_all(&alt).map_err(hata)?;
            for d in std::fs::read_dir(g.path()).map_err(hata)? {
                let d = d.map_err(hata)?;
                std::fs::copy(d.path(), alt.join(d.file_name())).map_err(hata)?;
            }
        }
    }
    Ok(())
}
