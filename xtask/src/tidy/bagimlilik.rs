//! Rules on the dependencies between crates, read from `cargo metadata` and `cargo tree`: what
//! the lessons, the kernel and xtask may build with, and the one feature set each crate is
//! compiled with.

use super::dersler;
use crate::cargo::{cargo, kok};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// `cargo metadata` of the workspace, dependencies resolved.
fn metadata() -> Value {
    // the host's dependencies only: a crate that draws (plotters) pulls wasm-bindgen in for
    // the wasm32 target alone
    let rustc = std::process::Command::new("rustc").arg("-vV").output().expect("rustc runs");
    let rustc = String::from_utf8_lossy(&rustc.stdout).to_string();
    let host = rustc.lines().find_map(|s| s.strip_prefix("host: ")).expect("rustc names its host");
    let c = cargo()
        .args(["metadata", "--format-version", "1", "--filter-platform", host])
        .current_dir(kok())
        .output()
        .expect("cargo metadata runs");
    assert!(c.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&c.stderr));
    serde_json::from_slice(&c.stdout).expect("cargo metadata prints JSON")
}

/// Package name by package id, for every package of the resolved graph.
fn adlar(m: &Value) -> BTreeMap<String, String> {
    let paketler = m["packages"].as_array().expect("packages");
    paketler
        .iter()
        .map(|p| {
            (
                p["id"].as_str().unwrap_or_default().into(),
                p["name"].as_str().unwrap_or_default().into(),
            )
        })
        .collect()
}

/// Every package `paket` depends on through normal dependencies (not dev or build), directly or
/// not, with the features the workspace resolves.
fn normal_bagimliliklar(m: &Value, paket: &str) -> BTreeSet<String> {
    let ad = adlar(m);
    let dugumler = m["resolve"]["nodes"].as_array().expect("resolve nodes");
    let dugum = |id: &str| dugumler.iter().find(|d| d["id"] == id);
    let kok = ad.iter().find(|(_, a)| *a == paket).map(|(id, _)| id.clone()).expect("a package");
    let (mut gorulen, mut sira) = (BTreeSet::new(), vec![kok]);
    while let Some(id) = sira.pop() {
        for dep in dugum(&id).and_then(|d| d["deps"].as_array()).into_iter().flatten() {
            let normal =
                dep["dep_kinds"].as_array().is_some_and(|k| k.iter().any(|k| k["kind"].is_null()));
            let hedef = dep["pkg"].as_str().unwrap_or_default().to_string();
            if normal && gorulen.insert(ad[&hedef].clone()) {
                sira.push(hedef);
            }
        }
    }
    gorulen
}

/// Invariant: no lesson, nor the check of every timing (`arama`), depends on the checker
/// (stateright), the website (mdBook) or the panel's WebAssembly bindings (wasm-bindgen); only
/// `kesif`, `kitap` and `panel` do.
#[test]
fn dersler_denetleyiciye_siteye_panele_bagli_degil() {
    let m = metadata();
    let mut bozuk = Vec::new();
    for ders in
        dersler().into_iter().chain(["cekirdek", "ders", "program", "cikti", "dersler", "arama"])
    {
        for yasak in normal_bagimliliklar(&m, ders) {
            if ["stateright", "wasm-bindgen"].contains(&yasak.as_str())
                || yasak.starts_with("mdbook")
            {
                bozuk.push(format!("{ders} -> {yasak}"));
            }
        }
    }
    assert!(bozuk.is_empty(), "yasak bagimliliklar: {bozuk:?}");
}

/// Invariant: the check of every timing (`arama`) knows the contract, not the programs'
/// runtime: it writes a replay's command and panel link with the contract's own writers.
#[test]
fn denetim_programlara_bagli_degil() {
    let m = metadata();
    let bagli = normal_bagimliliklar(&m, "arama");
    assert!(!bagli.iter().any(|b| b == "program"), "arama -> program: {bagli:?}");
}

/// Invariant: the kernel depends on nothing (serde only behind its optional feature).
#[test]
fn cekirdek_hicbir_seye_bagli_degil() {
    let m = metadata();
    let p = m["packages"].as_array().unwrap().iter().find(|p| p["name"] == "cekirdek").unwrap();
    let zorunlu: Vec<&str> = p["dependencies"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["kind"].is_null() && d["optional"] == false)
        .filter_map(|d| d["name"].as_str())
        .collect();
    assert!(zorunlu.is_empty(), "cekirdek'in zorunlu bagimliliklari: {zorunlu:?}");
}

/// The packages `paket` builds with, as `cargo build -p paket` resolves them (its own
/// features only, not the workspace's): normal dependencies, without features when `yalin`.
fn derleme_agaci(paket: &str, yalin: bool) -> BTreeSet<String> {
    let c = cargo()
        .args(["tree", "--quiet", "--offline", "-p", paket])
        .args(yalin.then_some("--no-default-features"))
        .args(["-e", "normal", "--prefix", "none", "--format", "{p}"])
        .current_dir(kok())
        .output()
        .expect("cargo tree runs");
    assert!(c.status.success(), "cargo tree: {}", String::from_utf8_lossy(&c.stderr));
    let agac = String::from_utf8_lossy(&c.stdout);
    agac.lines().filter_map(|s| s.split_whitespace().next()).map(String::from).collect()
}

/// Invariant: a lesson's model compiles without the programs' machinery: built alone (no
/// default features), a lesson crate pulls in neither clap, tabled nor serde_json, nor the
/// contract crates.
#[test]
fn model_programlarsiz_derlenir() {
    for ders in dersler() {
        let paketler = derleme_agaci(ders, true);
        for yasak in ["clap", "tabled", "serde_json", "ders", "program", "cikti", "cizim"] {
            assert!(!paketler.contains(yasak), "{ders} (modeli yalniz) {yasak}'e bagli");
        }
        assert!(paketler.contains("cekirdek"), "{ders}: {paketler:?}");
    }
}

/// Invariant: `cargo xtask` (verify and the rest) compiles neither the checker (`kesif`,
/// stateright), the website (mdBook) nor the panel's bindings: it reads the checker's record
/// format (`arama::kayit`) and replays its paths through the lessons' search sides.
#[test]
fn xtask_denetleyiciyi_derlemez() {
    let paketler = derleme_agaci("xtask", false);
    let yasak: Vec<&String> = paketler
        .iter()
        .filter(|p| {
            ["stateright", "wasm-bindgen", "kesif"].contains(&p.as_str()) || p.starts_with("mdbook")
        })
        .collect();
    assert!(yasak.is_empty(), "xtask bunlari derliyor: {yasak:?}");
    assert!(paketler.contains("arama"), "{paketler:?}");
}

/// Every package of a `cargo tree` selection with the features cargo compiles it with.
fn ozellikler(secim: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let c = cargo()
        .args(["tree", "--quiet", "--offline", "--no-dedupe", "--prefix", "none"])
        .args(["--format", "{p} [{f}]"])
        .args(secim)
        .current_dir(kok())
        .output()
        .expect("cargo tree runs");
    assert!(c.status.success(), "cargo tree: {}", String::from_utf8_lossy(&c.stderr));
    let mut m: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for satir in String::from_utf8_lossy(&c.stdout).lines() {
        let (Some(ad), Some((_, oz))) = (satir.split(" [").next(), satir.rsplit_once('[')) else {
            continue;
        };
        let oz = oz.trim_end_matches(" (*)").trim_end_matches(']');
        m.entry(ad.to_string()).or_default().extend(oz.split(',').map(String::from));
    }
    m
}

/// Invariant: each crate is compiled once per configuration and shared. The first stage of
/// `cargo xtask test` (every test binary but the book's), `cargo xtask` itself, the checker's
/// run (`cargo run -p kesif`) and the lessons' programs as `cargo xtask verify` builds them
/// (`--features kesif`) compile every crate with the same features; a lesson's programs as a
/// student runs them (`cargo run -p lider --bin olc`) compile every crate but the lesson alike
/// too, the parser of the procedural macros (syn) included: a feature one selection adds to it
/// changes every crate with a derive (the panel's wasm-bindgen did, until its bindings became
/// the WebAssembly build's alone).
#[test]
fn ders_programlari_derlemeyi_paylasir() {
    let testler = ozellikler(&["--workspace", "--exclude", "kitap", "-e", "normal,dev,build"]);
    let mut secimler = vec![
        ("xtask".to_string(), ozellikler(&["-p", "xtask", "-e", "normal,build"]), None),
        ("kesif".to_string(), ozellikler(&["-p", "kesif", "-e", "normal,build"]), None),
    ];
    for ders in dersler() {
        let verify = ozellikler(&["-p", ders, "--features", "kesif", "-e", "normal,build"]);
        secimler.push((format!("verify {ders}"), verify, None));
        let olc = ozellikler(&["-p", ders, "-e", "normal,build"]);
        secimler.push((format!("{ders} olc"), olc, Some(format!("{ders} "))));
    }
    let mut farkli = Vec::new();
    for (ne, secim, haric) in &secimler {
        for (paket, oz) in secim {
            if haric.as_ref().is_some_and(|h| paket.starts_with(h.as_str())) {
                continue;
            }
            let ayni = testler.get(paket) == Some(oz);
            if !ayni {
                farkli.push(format!("{ne}: {paket} {oz:?}, testler: {:?}", testler.get(paket)));
            }
        }
    }
    assert!(farkli.is_empty(), "ayri derlenen paketler:\n{}", farkli.join("\n"));
}
