//! The record that lets a stage of `cargo xtask test` be skipped: a key ([`girdi_ozeti`]) over
//! everything the stage reads, kept once the stage passes with the checks it could not run, so
//! that a later run with the same key skips the stage and still names them.

use crate::cargo::kok;
use crate::hata::{GorevSonucu, calismadi};
use crate::kardes::Atlanan;
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What a stage reads besides the toolchain and the build's environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsamaGirdisi {
    /// Every file of the tree and of `../shared`.
    Agac,
    /// The code only: the tree without `docs/`, but for the checker's kept verdicts.
    Kod,
    /// Every file, and the browser test's tools: Node.js, npm, Chromium.
    Site,
}

/// A stage's record once it passed: its inputs' key on the first line, then each check it
/// could not run ([`Atlanan::satir`]), so that a later run that skips the stage still names them.
pub fn kayit_metni(ozet: &str, atlanan: &[Atlanan]) -> String {
    let mut m = format!("{ozet}\n");
    for a in atlanan {
        m += &format!("{}\n", a.satir());
    }
    m
}

/// The checks a record names as not run, if its key is `ozet` (the stage's inputs unchanged).
pub fn kayittan(kayit: &str, ozet: &str) -> Option<Vec<Atlanan>> {
    let mut satirlar = kayit.lines();
    (satirlar.next()?.trim() == ozet).then(|| satirlar.filter_map(Atlanan::satirdan).collect())
}

/// A stage's name as a file name (Turkish letters folded: `ı` → `i`).
pub fn dosya_adi(ad: &str) -> String {
    ad.chars()
        .filter_map(|c| match c {
            'ı' => Some('i'),
            'ş' => Some('s'),
            c if c.is_ascii_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// Writes a stage's record `ozet` (see [`kayit_metni`]) to file `kayit`, its folder made.
pub fn kaydet(kayit: &Path, ozet: &str) -> GorevSonucu {
    if let Some(k) = kayit.parent() {
        std::fs::create_dir_all(k).map_err(calismadi(k.display()))?;
    }
    std::fs::write(kayit, ozet).map_err(calismadi(kayit.display()))
}

/// The environment variables that change what a stage builds or how it runs: cargo's and
/// rustc's settings (`CARGO_*`, `RUSTFLAGS`, `RUSTC_WRAPPER`...), the C toolchain's, the
/// browser's (`KITAP_CHROMIUM`), insta's, `PATH` (which tools run) and `CI` (a missing browser
/// is a failure under it).
fn ortam_degiskeni(ad: &str) -> bool {
    ad.starts_with("CARGO")
        || ad.starts_with("RUST")
        || ad.starts_with("INSTA")
        || ad.starts_with("KITAP")
        || ["CC", "CXX", "AR", "CFLAGS", "CXXFLAGS", "LDFLAGS", "PATH", "CI", "NODE_OPTIONS"]
            .contains(&ad)
}

/// What a command prints of its version, or that it is missing.
fn surum(program: &std::ffi::OsStr, args: &[&str]) -> String {
    match Command::new(program).args(args).output() {
        Ok(c) => format!("{}{}", String::from_utf8_lossy(&c.stdout), c.status),
        Err(e) => format!("yok: {e}"),
    }
}

/// A digest of everything a stage reads: every file of the tree but `target/`, `.git/`,
/// `node_modules/` and insta's pending snapshots (for [`AsamaGirdisi::Kod`], without `docs/` but
/// for its `kesif.json`); every file of `../shared` when it is there; the toolchain's versions
/// (`rustc -vV`, `cargo -V`, the installed targets); the environment variables that change a
/// build or a run ([`ortam_degiskeni`]); and for the site, the versions of Node.js, npm and
/// the browser.
pub fn girdi_ozeti(girdi: AsamaGirdisi) -> GorevSonucu<String> {
    let mut h = Sha256::new();
    let kok = kok();
    for (ad, klasor) in [("agac", kok.clone()), ("shared", kok.join("..").join("shared"))] {
        let mut dosyalar = Vec::new();
        if klasor.is_dir() {
            topla(&klasor, Path::new(""), &mut dosyalar).map_err(calismadi(klasor.display()))?;
        }
        dosyalar.sort();
        for d in dosyalar {
            let belge = ad == "agac" && d.starts_with("docs") && d != Path::new("docs/kesif.json");
            if girdi == AsamaGirdisi::Kod && belge {
                continue;
            }
            let icerik = std::fs::read(klasor.join(&d)).map_err(calismadi(d.display()))?;
            h.update(format!("{ad}/{}\0{}\0", d.display(), icerik.len()));
            h.update(&icerik);
        }
    }
    let arac = |ad: &str| std::env::var_os(ad).unwrap_or_else(|| ad.to_lowercase().into());
    h.update(surum(&arac("RUSTC"), &["-vV"]));
    h.update(surum(&arac("CARGO"), &["-V"]));
    h.update(surum("rustup".as_ref(), &["target", "list", "--installed"]));
    let mut ortam: Vec<(String, String)> =
        std::env::vars().filter(|(ad, _)| ortam_degiskeni(ad)).collect();
    ortam.sort();
    for (ad, deger) in ortam {
        h.update(format!("{ad}={deger}\0"));
    }
    if girdi == AsamaGirdisi::Site {
        h.update(surum("node".as_ref(), &["--version"]));
        h.update(surum("npm".as_ref(), &["--version"]));
        let tarayici = std::env::var_os("KITAP_CHROMIUM").unwrap_or_else(|| "chromium".into());
        h.update(surum(&tarayici, &["--version"]));
    }
    Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

/// The files under folder `alt` of `kok`, as paths from `kok`, into `liste`: all but
/// `target/` and `.git/` at the top, `node_modules/` anywhere, and insta's pending snapshots.
fn topla(kok: &Path, alt: &Path, liste: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for g in std::fs::read_dir(kok.join(alt))? {
        let g = g?;
        let ad = g.file_name();
        let ad = ad.to_string_lossy();
        let yol = alt.join(&*ad);
        if g.file_type()?.is_dir() {
            if !(alt.as_os_str().is_empty() && (ad == "target" || ad == ".git"))
                && ad != "node_modules"
            {
                topla(kok, &yol, liste)?;
            }
        } else if !ad.ends_with(".snap.new") && !ad.ends_with(".pending-snap") {
            liste.push(yol);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stage's key moves with what it reads: the code only for the checker, and the browser's
    /// tools for the site.
    #[test]
    fn anahtar_araclari_ve_ortami_kapsar() {
        let (kod, agac, site) = (
            girdi_ozeti(AsamaGirdisi::Kod),
            girdi_ozeti(AsamaGirdisi::Agac),
            girdi_ozeti(AsamaGirdisi::Site),
        );
        let (kod, agac, site) = (kod.unwrap(), agac.unwrap(), site.unwrap());
        assert!(kod != agac && agac != site && kod != site);
        assert!(ortam_degiskeni("RUSTFLAGS") && ortam_degiskeni("CARGO_PROFILE_DEV_OPT_LEVEL"));
        assert!(ortam_degiskeni("KITAP_CHROMIUM") && !ortam_degiskeni("HOME"));
        assert_eq!(girdi_ozeti(AsamaGirdisi::Site).unwrap(), site, "the same inputs, the same key");
    }
}
