//! The rule that no crate's modules refer to each other in a cycle: each crate's module graph,
//! read from its sources' `crate::` paths, and the search for a cycle in it.

use super::{goreli, rust_dosyalari};
use crate::cargo::kok;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The `use crate::...` and `crate::...` references of a module's code (its comments and test
/// module left out: a doc link is not a dependency), each as the path's first segment (a
/// module, or a name the crate root re-exports or defines).
fn crate_basvurulari(metin: &str) -> BTreeSet<String> {
    let kod = metin.split("#[cfg(test)]\nmod tests").next().unwrap_or(metin);
    let govde: String = kod
        .lines()
        .map(|s| s.split_once("//").map_or(s, |(k, _)| k))
        .collect::<Vec<_>>()
        .join("\n");
    let govde = govde.as_str();
    let mut adlar = BTreeSet::new();
    for (i, _) in govde.match_indices("crate::") {
        let once = govde[..i].chars().next_back();
        if once.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let kalan = &govde[i + "crate::".len()..];
        if let Some(grup) = kalan.strip_prefix('{') {
            let son = grup.find('}').unwrap_or(grup.len());
            for parca in grup[..son].split(',') {
                let ad = parca.trim().split("::").next().unwrap_or_default();
                if !ad.is_empty() {
                    adlar.insert(ad.to_string());
                }
            }
        } else {
            let ad: String =
                kalan.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            adlar.insert(ad);
        }
    }
    adlar.remove("self");
    adlar
}

/// A crate's module graph: for each module of `src/` (the root is `lib` or `main`), the modules
/// it refers to. A module is a file `x.rs` or a folder `x/` with its `mod.rs`, and the files of
/// its folder ([`modul_dosyalari`]) are its code. A name the root re-exports (`pub use x::{A,
/// B}`) leads to its module; one the root defines, to the root.
fn modul_grafi(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let kok_dosya = ["lib.rs", "main.rs"].iter().map(|d| src.join(d)).find(|y| y.exists());
    let Some(kok_dosya) = kok_dosya else { return BTreeMap::new() };
    let kok_adi = kok_dosya.file_stem().unwrap().to_string_lossy().to_string();
    let kok_metni = std::fs::read_to_string(&kok_dosya).unwrap_or_default();
    let moduller: BTreeSet<String> = std::fs::read_dir(src)
        .unwrap()
        .flatten()
        .map(|g| g.path())
        .filter(|y| y.extension().is_some_and(|e| e == "rs") || y.join("mod.rs").is_file())
        .filter(|y| *y != kok_dosya)
        .map(|y| y.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    // names the root re-exports, and the module each comes from
    let mut yeniden: BTreeMap<String, String> = BTreeMap::new();
    for satir in kok_metni.lines().map(str::trim) {
        let Some(kalan) = satir.strip_prefix("pub use ") else { continue };
        let Some((modul, adlar)) = kalan.split_once("::") else { continue };
        if !moduller.contains(modul) {
            continue;
        }
        let adlar = adlar.trim_end_matches(';').trim_matches(['{', '}']);
        for ad in adlar.split(',').map(str::trim).filter(|a| !a.is_empty()) {
            let ad = ad.rsplit("::").next().unwrap_or(ad);
            yeniden.insert(ad.to_string(), modul.to_string());
        }
    }
    let mut graf: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let kok_kenarlari: BTreeSet<String> = yeniden.values().cloned().collect();
    graf.insert(kok_adi.clone(), kok_kenarlari);
    for m in &moduller {
        let hedefler = modul_dosyalari(src, m)
            .iter()
            .flat_map(|d| crate_basvurulari(&std::fs::read_to_string(d).unwrap_or_default()))
            .map(|ad| {
                if moduller.contains(&ad) {
                    ad
                } else {
                    yeniden.get(&ad).cloned().unwrap_or_else(|| kok_adi.clone())
                }
            })
            .filter(|h| h != m)
            .collect();
        graf.insert(m.clone(), hedefler);
    }
    graf
}

/// The files of module `m` of `src/`: `m.rs` if there is one, and every file under `m/` (its
/// `mod.rs` or the submodules of `m.rs`) but its tests (`tests.rs`, as a `mod tests` written
/// in the file is not read either).
fn modul_dosyalari(src: &Path, m: &str) -> Vec<PathBuf> {
    let dosya = src.join(format!("{m}.rs"));
    let mut dosyalar: Vec<PathBuf> = dosya.is_file().then_some(dosya).into_iter().collect();
    let testler = |y: &PathBuf| y.file_name().is_some_and(|a| a == "tests.rs");
    dosyalar.extend(rust_dosyalari(&src.join(m)).into_iter().filter(|y| !testler(y)));
    dosyalar
}

/// A cycle of graph `g`, if it has one, as the modules along it.
fn dongu(g: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn gez(
        g: &BTreeMap<String, BTreeSet<String>>,
        d: &str,
        yol: &mut Vec<String>,
        bitti: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = yol.iter().position(|y| y == d) {
            let mut dongu = yol[i..].to_vec();
            dongu.push(d.to_string());
            return Some(dongu);
        }
        if bitti.contains(d) {
            return None;
        }
        yol.push(d.to_string());
        for h in g.get(d).into_iter().flatten() {
            if let Some(c) = gez(g, h, yol, bitti) {
                return Some(c);
            }
        }
        yol.pop();
        bitti.insert(d.to_string());
        None
    }
    let mut bitti = BTreeSet::new();
    g.keys().find_map(|d| gez(g, d, &mut Vec::new(), &mut bitti))
}

/// Invariant: no crate's modules refer to each other in a cycle, so each module can be read
/// knowing only the ones below it.
#[test]
fn modul_grafinda_dongu_yok() {
    let mut paketler: Vec<PathBuf> =
        std::fs::read_dir(kok().join("crates")).unwrap().flatten().map(|g| g.path()).collect();
    paketler.push(kok().join("xtask"));
    paketler.sort();
    let mut bozuk = Vec::new();
    for p in paketler {
        let g = modul_grafi(&p.join("src"));
        assert!(!g.is_empty(), "{}: kok modul yok", goreli(&p));
        if let Some(d) = dongu(&g) {
            bozuk.push(format!("{}: {}", goreli(&p), d.join(" -> ")));
        }
    }
    assert!(bozuk.is_empty(), "modul donguleri:\n{}", bozuk.join("\n"));
    // a folder is one module, with the code of each of its files (these rules' own, here)
    let xtask = modul_grafi(&kok().join("xtask/src"));
    let tidy = xtask.get("tidy").expect("xtask's tidy module");
    assert!(tidy.contains("mutasyon") && tidy.contains("kardes"), "tidy -> {tidy:?}");
}

#[test]
fn dongu_bulunur() {
    let g = |kenarlar: &[(&str, &str)]| {
        let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in kenarlar {
            g.entry(a.to_string()).or_default().insert(b.to_string());
            g.entry(b.to_string()).or_default();
        }
        g
    };
    assert_eq!(dongu(&g(&[("a", "b"), ("b", "c")])), None);
    assert_eq!(
        dongu(&g(&[("a", "b"), ("b", "c"), ("c", "a")])),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    let r = crate_basvurulari("use crate::{Ders, x::Y};\nfn f() { crate::z::g(); $crate::w }");
    assert_eq!(r.into_iter().collect::<Vec<_>>(), ["Ders", "x", "z"]);
}
