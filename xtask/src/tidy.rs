//! The architecture's invariants (docs/mimari.md), enforced: each test here names the rule it
//! keeps, reads `cargo metadata` or the sources, and fails naming every place that breaks it.

use crate::cargo::{cargo, kok};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The lesson crates, as the one lesson list names them.
fn dersler() -> Vec<&'static str> {
    dersler::DERSLER.iter().map(|d| d.ad()).collect()
}

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

/// The Rust files of the workspace's packages: each package's `src/` (its modules and
/// programs), `tests/` and `benches/`.
fn kaynaklar() -> Vec<PathBuf> {
    fn topla(klasor: &Path, hepsi: &mut Vec<PathBuf>) {
        let Ok(r) = std::fs::read_dir(klasor) else { return };
        for g in r.flatten() {
            let yol = g.path();
            if yol.is_dir() {
                topla(&yol, hepsi);
            } else if yol.extension().is_some_and(|e| e == "rs") {
                hepsi.push(yol);
            }
        }
    }
    let mut hepsi = Vec::new();
    let mut paketler: Vec<PathBuf> = std::fs::read_dir(kok().join("crates"))
        .expect("crates/")
        .flatten()
        .map(|g| g.path())
        .collect();
    paketler.push(kok().join("xtask"));
    for p in paketler {
        for alt in ["src", "tests", "benches"] {
            topla(&p.join(alt), &mut hepsi);
        }
    }
    hepsi.sort();
    hepsi
}

/// A path as the messages show it, from the workspace root.
fn goreli(yol: &Path) -> String {
    yol.strip_prefix(kok()).unwrap_or(yol).display().to_string()
}

/// Invariant: every module says what it holds in a `//!` comment at its top.
#[test]
fn her_modulun_aciklamasi_var() {
    let eksik: Vec<String> = kaynaklar()
        .into_iter()
        .filter(|yol| {
            let metin = std::fs::read_to_string(yol).unwrap_or_default();
            let ilk = metin.lines().find(|s| !s.trim().is_empty() && !s.starts_with("#!["));
            !ilk.is_some_and(|s| s.starts_with("//!"))
        })
        .map(|y| goreli(&y))
        .collect();
    assert!(eksik.is_empty(), "//! aciklamasi olmayan moduller: {eksik:?}");
}

/// Invariant: no comment cites an issue of a tracker the repository does not have (the word
/// "issue" followed by a number); what a closing note said is written down where it matters, in
/// the code or the docs.
#[test]
fn sorun_numarasi_yok() {
    let mut bozuk = Vec::new();
    for yol in kaynaklar() {
        for (i, satir) in std::fs::read_to_string(&yol).unwrap_or_default().lines().enumerate() {
            let s = satir.to_lowercase();
            let yorum = s.split_once("//").map(|(_, y)| y).unwrap_or_default();
            let sayi = |on: &str| {
                yorum.match_indices(on).any(|(j, _)| {
                    let kalan = yorum[j + on.len()..].trim_start_matches(['#', ' ']);
                    kalan.starts_with(|c: char| c.is_ascii_digit())
                })
            };
            if sayi("issue") || sayi("closing note of") {
                bozuk.push(format!("{}:{}", goreli(&yol), i + 1));
            }
        }
    }
    assert!(bozuk.is_empty(), "sorun numarasi anan yorumlar: {bozuk:?}");
}

/// Invariant: no tool assumes cargo's target directory is `target/` beside the workspace; each
/// asks cargo (`hedef::klasor`, which follows `CARGO_TARGET_DIR`), so that the test command
/// passes with the target directory elsewhere.
#[test]
fn hedef_klasoru_cargodan() {
    let varsayan = |satir: &str| {
        let kod = satir.split_once("//").map_or(satir, |(k, _)| k);
        ["join(\"target\")", "join(\"target/", "\"../../target"].iter().any(|k| kod.contains(k))
    };
    let mut bozuk = Vec::new();
    for yol in kaynaklar() {
        for (i, satir) in std::fs::read_to_string(&yol).unwrap_or_default().lines().enumerate() {
            if varsayan(satir) && !yol.ends_with("tidy.rs") {
                bozuk.push(format!("{}:{}", goreli(&yol), i + 1));
            }
        }
    }
    assert!(
        bozuk.is_empty(),
        "target/ klasorunu varsayan satirlar (hedef::klasor kullanin): {bozuk:?}"
    );
    assert!(varsayan("let k = kok().join(\"target\").join(\"kitap\");"));
    assert!(!varsayan("// kok().join(\"target\")"));
}

/// The `#[test]` functions of a source and whether each names what it needs from outside the
/// tree in its ignore reason (`#[ignore = "gerekir: ..."]`).
fn testlerin_gerekceleri(metin: &str) -> Vec<(String, bool)> {
    let mut testler = Vec::new();
    let mut nitelikler: Vec<&str> = Vec::new();
    for satir in metin.lines().map(str::trim) {
        if satir.starts_with("#[") {
            nitelikler.push(satir);
        } else if let Some(ad) = satir.strip_prefix("fn ").and_then(|s| s.split('(').next()) {
            if nitelikler.contains(&"#[test]") {
                let gerekir = nitelikler
                    .iter()
                    .any(|n| n.starts_with(&format!("#[ignore = \"{}", crate::kardes::GEREKIR)));
                testler.push((ad.to_string(), gerekir));
            }
            nitelikler.clear();
        } else if !satir.starts_with("//") {
            nitelikler.clear();
        }
    }
    testler
}

/// Invariant: nothing reads the folders beside the tree (`../shared`) but through one place,
/// and no test passes for want of them. A source that names such a folder is `xtask::kardes`
/// (which decides what runs and reports what did not), a benchmark (which says what it did not
/// measure), or a test file whose every test names what it needs in its ignore reason, so that
/// a plain `cargo test` lists it as ignored and `cargo xtask test` names it when it cannot run.
/// xtask's own tests that reach the folders through `kardes` say so the same way.
#[test]
fn kardes_klasor_yalniz_buradan() {
    let mut bozuk = Vec::new();
    let kardes = kok().join("xtask/src/kardes.rs");
    for yol in kaynaklar() {
        let metin = std::fs::read_to_string(&yol).unwrap_or_default();
        // a path to the folders built in code (help texts may name them)
        let adlar = [
            "join(\"../shared",
            "join(\"../../../shared",
            "\"../shared/seeds\"",
            "\"../shared/reference\"",
        ]
        .iter()
        .any(|y| metin.lines().any(|s| !s.trim_start().starts_with("//") && s.contains(y)));
        let kardesten = metin.contains("Gereksinim::Yayimlanan.klasor()")
            || metin.contains("Gereksinim::Metinler.klasor()");
        let tezgah = yol.components().any(|c| c.as_os_str() == "benches");
        if yol == kardes || tezgah {
            continue;
        }
        let testler = testlerin_gerekceleri(&metin);
        let test_dosyasi = yol.components().any(|c| c.as_os_str() == "tests");
        if adlar && test_dosyasi {
            for (ad, gerekir) in &testler {
                if !gerekir {
                    bozuk.push(format!("{}: {ad} gerekçesiz", goreli(&yol)));
                }
            }
        } else if adlar {
            bozuk.push(format!("{}: ../shared'i kardes'ten geçmeden okuyor", goreli(&yol)));
        }
        if kardesten && !yol.starts_with(kok().join("xtask/src")) {
            bozuk.push(format!("{}: kardes xtask'e aittir", goreli(&yol)));
        }
    }
    // the rehearsals compare with outputs made from the tree, never with the sibling folder's
    for dosya in ["xtask/src/prova.rs", "xtask/src/ders_provasi.rs", "xtask/src/kopya.rs"] {
        let metin = std::fs::read_to_string(kok().join(dosya)).unwrap_or_default();
        if metin.contains("Gereksinim::Yayimlanan") || metin.contains("dogrula::yayimlanan") {
            bozuk.push(format!(
                "{dosya}: prova yayımlanan çıktıları ağaçtan yazar, ../shared'den okumaz"
            ));
        }
    }
    // xtask's own test that reaches the published outputs says what it needs
    let ana = std::fs::read_to_string(kok().join("xtask/src/main.rs")).unwrap_or_default();
    let yayimlanan = testlerin_gerekceleri(&ana);
    assert!(
        yayimlanan.iter().any(|(ad, g)| ad == "yayimlanan_ciktilarla_ayni" && *g),
        "xtask::yayimlanan_ciktilarla_ayni gerekçesini söylemeli: {yayimlanan:?}"
    );
    assert!(
        bozuk.is_empty(),
        "ağacın yanındaki klasörleri sessizce okuyanlar:\n{}",
        bozuk.join("\n")
    );
}

/// The rule above sees a test without its reason, and reads one with it.
#[test]
fn gerekcesiz_test_gorulur() {
    let kaynak = "#[test]\n#[ignore = \"gerekir: ../shared/seeds\"]\nfn a() {}\n\n#[test]\n/// b\nfn b() {}\nfn c() {}\n";
    assert_eq!(testlerin_gerekceleri(kaynak), [("a".to_string(), true), ("b".to_string(), false)]);
}

/// The model files: the only ones whose comments are Turkish, read beside the lesson.
fn model_dosyalari() -> Vec<PathBuf> {
    crate::mutasyon::model_dosyalari().unwrap().into_iter().map(|(_, d)| kok().join(d)).collect()
}

/// Invariant: each lesson's page links the model file its `sayfa/ders.toml` names,
/// the file students are told to read beside the lesson.
#[test]
fn ders_sayfasi_model_dosyasini_baglar() {
    for (ad, dosya) in crate::mutasyon::model_dosyalari().unwrap() {
        let sayfa = kok().join("docs").join(format!("{ad}.md"));
        let metin = std::fs::read_to_string(&sayfa).expect("the lesson's page");
        let bag = format!("Model dosyası: [`{dosya}`](../{dosya})");
        assert!(metin.contains(&bag), "{}: '{bag}' yok", sayfa.display());
    }
}

/// Invariant: the book follows the course order: `docs/SUMMARY.md` lists the lesson pages in
/// the order of the lesson list, each lesson page names, under its title, the lessons before
/// and after it (a block generated from the list, `sira`, which verify holds current), and the
/// reading order of the landing page comes from the list (`okuma-sirasi`).
#[test]
fn ders_sayfalari_kurs_sirasiyla() {
    let adlar: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    let sayfa = |ad: &str| std::fs::read_to_string(kok().join(format!("docs/{ad}.md"))).unwrap();
    let ozet = std::fs::read_to_string(kok().join("docs/SUMMARY.md")).unwrap();
    let yerler: Vec<usize> =
        adlar.iter().map(|a| ozet.find(&format!("]({a}.md)")).expect("listed")).collect();
    assert!(yerler.is_sorted(), "docs/SUMMARY.md: dersler kurs sirasiyla degil: {adlar:?}");
    for ad in &adlar {
        let sayfa = sayfa(ad);
        let satirlar: Vec<&str> = sayfa.lines().collect();
        assert_eq!(satirlar.get(2).copied(), Some(format!("<!-- uret: sira {ad} -->").as_str()));
        assert!(satirlar.get(3).is_some_and(|s| s.starts_with("Önceki ders")), "docs/{ad}.md");
    }
    let giris = std::fs::read_to_string(kok().join("docs/README.md")).unwrap();
    assert!(giris.contains("\n<!-- uret: okuma-sirasi -->\n"), "docs/README.md");
}

/// The files outside the lesson crates whose code may name a lesson: the list itself, the K01
/// rehearsal, which edits lider's figures on purpose, the new-lesson rehearsal, which names the
/// lesson it adds (in its copy of the tree, a lesson of the list), and K01's figures, whose
/// provenance names the lessons that introduce and carry over an assumption by their titles,
/// as the lesson texts do (data for the help and the docs table, no switch on a lesson).
const DERS_ADI_ACIK: [&str; 4] = [
    "crates/dersler/src/lib.rs",
    "xtask/src/prova.rs",
    "xtask/src/ders_provasi.rs",
    "crates/k01/src/varsayim.rs",
];

/// Invariant: a tool learns the lessons only by expanding the one list (`dersler::her_ders!`):
/// outside the lesson crates, no code but the list names a lesson, as a word or a type, a
/// literal or a match arm, or keeps a field or flag per lesson. Comments and tests are left
/// out; so are the files of [`DERS_ADI_ACIK`].
#[test]
fn dersleri_yalniz_liste_adlandirir() {
    let adlar: Vec<String> = dersler::DERSLER
        .iter()
        .flat_map(|d| [d.ad().to_string(), d.tur_adi().rsplit("::").next().unwrap().to_string()])
        .collect();
    let kelime = |metin: &str, ad: &str| {
        metin.match_indices(ad).any(|(i, _)| {
            let harf = |c: char| c.is_alphanumeric() || c == '_';
            !metin[..i].chars().next_back().is_some_and(harf)
                && !metin[i + ad.len()..].chars().next().is_some_and(harf)
        })
    };
    let mut dosyalar = kaynaklar();
    for klasor in ["crates/kitap/varlik", "crates/kitap/varlik/panel", "crates/kitap/surucu"] {
        for g in std::fs::read_dir(kok().join(klasor)).unwrap().flatten() {
            if g.path().extension().is_some_and(|e| e == "js" || e == "mjs") {
                dosyalar.push(g.path());
            }
        }
    }
    let mut bozuk = Vec::new();
    for yol in dosyalar {
        let g = goreli(&yol);
        let ders_paketi = dersler().iter().any(|d| g.starts_with(&format!("crates/{d}/")));
        let test = g.contains("/tests/") || g.contains("/benches/");
        if ders_paketi || test || DERS_ADI_ACIK.contains(&g.as_str()) {
            continue;
        }
        let metin = std::fs::read_to_string(&yol).unwrap();
        let kod = metin.split("#[cfg(test)]\nmod tests").next().unwrap_or(&metin);
        for (i, satir) in kod.lines().enumerate() {
            let satir = satir.split_once("//").map_or(satir, |(k, _)| k);
            for ad in adlar.iter().filter(|ad| kelime(satir, ad)) {
                bozuk.push(format!("{g}:{}: {ad}: {}", i + 1, satir.trim()));
            }
        }
    }
    assert!(bozuk.is_empty(), "dersi listeden okumayan kod:\n{}", bozuk.join("\n"));
}

/// Invariant: a lesson page reads in the student's order: the lesson's question, its story
/// (`## Model ne yapar`), then its first table (`olc`'s output) and right after it the panel
/// (the mark `<!-- panel -->`, which `crates/kitap` replaces with the same table, timeline and
/// story, live), then the lesson's moments (`## Dersle birlikte`, `<!-- uret: anlar DERS -->`)
/// and the walk, then what each row means; the other tables' rows and columns, why a claim
/// breaks (`## Hangi tek arızaya bağlı`), how many faults it takes (`## Kaç arıza yeter?`,
/// `<!-- uret: en-az DERS -->`), the exercises (`## Tahmin et`, `<!-- alistirmalar
/// -->`), the book's own scenarios and `## Gerçek sistemlerde`, in this order. The tool
/// reference is in the appendix, `docs/basvuru.md`, generated from the list: no program help,
/// no `--ariza` notation and no `--iz` dump on the page, which links each of the appendix's
/// parts once.
#[test]
fn ders_sayfasi_once_tablo_ve_panel() {
    let basvuru = std::fs::read_to_string(kok().join("docs/basvuru.md")).unwrap();
    for d in dersler::DERSLER {
        let ad = d.ad();
        let sayfa = std::fs::read_to_string(kok().join(format!("docs/{ad}.md"))).unwrap();
        let yer = |s: &str| sayfa.find(s).unwrap_or_else(|| panic!("docs/{ad}.md: '{s}' yok"));
        let sira = [
            yer("## Model ne yapar"),
            yer(&format!("<!-- uret: cargo run -q -p {ad} --bin olc -->")),
            yer("\n<!-- /uret -->\n\n<!-- panel -->\n"),
            yer("\n## Dersle birlikte\n"),
            yer(&format!("<!-- uret: anlar {ad} -->")),
            yer("\n## Adım adım\n"),
            yer(&format!("<!-- uret: yuruyus {ad} -->")),
            yer(&format!("<!-- uret: satirlar {ad} -->")),
            yer(&format!("<!-- uret: tablolar {ad} -->")),
            yer("\n## Hangi tek arızaya bağlı\n"),
            yer("\n## Kaç arıza yeter?\n"),
            yer(&format!("<!-- uret: en-az {ad} -->")),
            yer("\n## Tahmin et\n"),
            yer("\n<!-- alistirmalar -->\n"),
            yer("\n## Kitabın senaryoları\n"),
            yer("\n## Gerçek sistemlerde\n"),
        ];
        assert!(
            sira.is_sorted(),
            "docs/{ad}.md: hikaye, tablo, panel, dersle birlikte, adim adim, satirlarin tanimi, \
             oteki tablolar, tek ariza, tahmin et, kitabin senaryolari, gercek sistemler sirasi: \
             {sira:?}"
        );
        let (tablo, panel, adim) = (sira[1], sira[2], sira[3]);
        // the panel follows the table's own block, and the lesson's moments and the walk
        // follow the panel
        assert_eq!(sayfa[tablo..panel].matches("<!-- /uret -->").count(), 0, "docs/{ad}.md");
        assert_eq!(sayfa[panel..adim].matches("\n#").count(), 0, "docs/{ad}.md: arada bolum");
        assert!(!sayfa.contains("--help -->"), "docs/{ad}.md: yardim eke (docs/basvuru.md) gider");
        assert!(!sayfa.contains("--iz -->"), "docs/{ad}.md: hikaye eke (docs/basvuru.md) gider");
        for bag in [format!("basvuru.md#{ad}-ariza"), format!("basvuru.md#{ad}-iz")] {
            assert_eq!(sayfa.matches(&format!("({bag})")).count(), 1, "docs/{ad}.md: {bag}");
        }
        assert_eq!(sayfa.matches("(basvuru.md#tek-degisiklikler)").count(), 1, "docs/{ad}.md");
    }
    // every program's help, lesson by lesson, comes from the list (verify holds it current)
    assert!(basvuru.contains("\n<!-- uret: yardimlar -->\n"), "docs/basvuru.md: yardimlar yok");
    assert!(basvuru.contains("{#tek-degisiklikler}"), "docs/basvuru.md: tek değişiklikler yok");
}

/// Words the book gives one meaning (`docs/sozluk.md`), by the start of a word that means the
/// other thing, with the word for that other thing: a fault schedule is not a `zamanlama` beside
/// the lesson's `Zamanlayıcı`, the model checker is not a `denetleyici` beside its `Denetçi`, a
/// program run is not a `koşu` beside the model's `kosum`.
const IKINCI_ANLAMLAR: [(&str, &str); 4] = [
    ("zamanlama", "arıza sırası"),
    ("denetleyici", "keşif aracı"),
    ("idempotens", "tekillik anahtarı ya da etkisiz (idempotent)"),
    ("değişmezler", "dize sabitleri (string literals) ya da değişmezler (invariants) olarak"),
];
/// Whole words that name a program run, and the checker's properties named as lesson claims:
/// each with the word to use.
const YANLIS_KELIMELER: [(&str, &str); 22] = [
    ("koşularını", "çalıştırmalarını"),
    ("koşularda", "çalıştırmalarda"),
    ("koşulardan", "çalıştırmalardan"),
    ("koşularla", "çalıştırmalarla"),
    ("koşuyla", "çalıştırmayla"),
    ("koşusunu", "çalıştırmasını"),
    ("kosularini", "calistirmalarini"),
    ("kosulardan", "calistirmalardan"),
    ("koşu", "çalıştırma"),
    ("koşular", "çalıştırmalar"),
    ("koşuları", "çalıştırmaları"),
    ("koşuların", "çalıştırmaların"),
    ("koşusu", "çalıştırması"),
    ("koşuyu", "çalıştırmayı"),
    ("koşunun", "çalıştırmanın"),
    ("koşuda", "çalıştırmada"),
    ("kosu", "calistirma"),
    ("kosular", "calistirmalar"),
    ("kosuyu", "calistirmayi"),
    ("kosuda", "calistirmada"),
    ("kosunun", "calistirmanin"),
    ("kosusu", "calistirmasi"),
];
/// Phrases that use "iddia" (a lesson sentence) for a property of the model checker.
const DENETIM_IDDIASI: [&str; 6] = [
    "sırasında: iddia",
    "bozulan iddialar",
    "| iddia |",
    "iddia başına",
    "iddialar her arıza",
    "iddiaları her arıza",
];

/// Where a page says a word of [`IKINCI_ANLAMLAR`] or [`YANLIS_KELIMELER`] in its other sense, or
/// a phrase of [`DENETIM_IDDIASI`]: line and what to write instead. Code spans, link targets, the
/// generated blocks' markers and JSON blocks (keys are names) are left out.
fn ikinci_anlamlar(metin: &str) -> Vec<String> {
    let mut bulunan = Vec::new();
    let mut json = false;
    for (i, satir) in metin.lines().enumerate() {
        let t = satir.trim();
        if t.starts_with("```") {
            json = !json && t == "```json";
            continue;
        }
        if json || t.starts_with("<!--") {
            continue;
        }
        // code spans and link targets out
        let mut duz = String::new();
        let mut kod = false;
        let mut kalan = satir;
        while let Some(c) = kalan.chars().next() {
            if c == '`' {
                kod = !kod;
            } else if !kod && kalan.starts_with("](") {
                kalan = kalan.find(')').map_or("", |j| &kalan[j + 1..]);
                continue;
            } else if !kod {
                duz.push(c);
            }
            kalan = &kalan[c.len_utf8()..];
        }
        let kucuk = duz.to_lowercase();
        let kelimeler: Vec<&str> =
            kucuk.split(|c: char| !c.is_alphanumeric()).filter(|k| !k.is_empty()).collect();
        for k in &kelimeler {
            for (bas, dogru) in IKINCI_ANLAMLAR {
                // "değişmezler" is the invariants' word; only a string's literal is another one
                let dize = bas != "değişmezler" || kucuk.contains("dize");
                if k.starts_with(bas) && dize {
                    bulunan.push(format!("{}: '{k}' yerine '{dogru}'", i + 1));
                }
            }
            if let Some((_, dogru)) = YANLIS_KELIMELER.iter().find(|(y, _)| y == k) {
                bulunan.push(format!("{}: '{k}' yerine '{dogru}'", i + 1));
            }
        }
        for ifade in DENETIM_IDDIASI {
            if kucuk.contains(ifade) {
                bulunan.push(format!("{}: '{ifade}': keşif aracınınki 'özellik'tir", i + 1));
            }
        }
    }
    bulunan
}

/// A script's string literals (its text for people), one a line; comments and code out.
fn js_dizeleri(kod: &str) -> String {
    let mut dizeler = Vec::new();
    let mut c = kod.chars().peekable();
    while let Some(h) = c.next() {
        match h {
            '/' if c.peek() == Some(&'/') => {
                for s in c.by_ref() {
                    if s == '\n' {
                        break;
                    }
                }
            }
            '/' if c.peek() == Some(&'*') => {
                let mut onceki = ' ';
                for s in c.by_ref() {
                    if onceki == '*' && s == '/' {
                        break;
                    }
                    onceki = s;
                }
            }
            '\'' | '"' | '`' => {
                let mut dize = String::new();
                while let Some(s) = c.next() {
                    match s {
                        '\\' => {
                            c.next();
                        }
                        s if s == h => break,
                        s => dize.push(s),
                    }
                }
                dizeler.push(dize);
            }
            _ => {}
        }
    }
    dizeler.join("\n")
}

/// The files of folder `klasor` (from the workspace root) whose name ends in `.uzanti`, sorted.
fn uzantili(klasor: &str, uzanti: &str) -> Vec<PathBuf> {
    let mut d: Vec<PathBuf> = std::fs::read_dir(kok().join(klasor))
        .unwrap()
        .flatten()
        .map(|g| g.path())
        .filter(|p| p.extension().is_some_and(|u| u == uzanti))
        .collect();
    d.sort();
    d
}

/// Invariant: every page of the book (and the panel's script) uses each word of the glossary
/// (`docs/sozluk.md`) in its one meaning.
#[test]
fn sozluk_kelimeleri_tek_anlamda() {
    let mut dosyalar = uzantili("docs", "md");
    dosyalar.push(kok().join("README.md"));
    // the book's script: its last part and the panel's features it joins
    dosyalar.push(kok().join("crates/kitap/varlik/kitap.js"));
    dosyalar.extend(uzantili("crates/kitap/varlik/panel", "js"));
    let mut bozuk = Vec::new();
    for d in &dosyalar {
        let mut metin = std::fs::read_to_string(d).unwrap();
        if d.extension().is_some_and(|u| u == "js") {
            metin = js_dizeleri(&metin);
        }
        let sozluk = d.ends_with("sozluk.md");
        for b in ikinci_anlamlar(&metin) {
            // the glossary names the other senses to rule them out
            if !sozluk || b.contains("iddia") {
                bozuk.push(format!("{}:{b}", goreli(d)));
            }
        }
    }
    assert!(bozuk.is_empty(), "sozlukten farkli anlamlar:\n{}", bozuk.join("\n"));
    let ornek = "Her zamanlamada dener; `zamanlama.rs` ad\u{131}d\u{131}r; kosu 3 (koşum 2)";
    assert_eq!(ikinci_anlamlar(ornek).len(), 2, "{:?}", ikinci_anlamlar(ornek));
    let js =
        "f.her_zamanlamada(); // zamanlama\nel('p', {}, 'Her zamanlamada: iddialar', \"K01'e\");";
    assert_eq!(js_dizeleri(js), "p\nHer zamanlamada: iddialar\nK01'e");
}

/// Words only a Turkish sentence has (function words and the commonest verbs, with or without
/// Turkish letters), and endings only Turkish words have. Turkish letters (`ç ğ ı ö ş ü`) also
/// mark Turkish. A doc comment is judged with its code spans (in backquotes) and link targets left
/// out, since names and printed output are Turkish in both languages.
const TURKCE: [&str; 35] = [
    "bir", "ve", "ile", "icin", "için", "olan", "bu", "da", "de", "ya", "gibi", "kadar", "sonra",
    "önce", "degil", "değil", "ise", "olarak", "ama", "hic", "hiç", "daha", "cok", "çok", "yok",
    "eder", "edilir", "olur", "yapar", "yazar", "basar", "kosar", "koşar", "denetler", "gosterir",
];
/// Endings of Turkish verbs and plurals that no English word of this project has.
const TURKCE_EKLER: [&str; 9] =
    ["iyor", "uyor", "ıyor", "lari", "leri", "ları", "mak", "mek", "dir"];
/// Words every English sentence of some length has.
const INGILIZCE: [&str; 20] = [
    "the", "a", "an", "of", "and", "is", "to", "in", "it", "its", "that", "for", "with", "as",
    "by", "or", "from", "on", "be", "are",
];

/// The words of a doc comment's text outside code spans and link targets, lowercased.
fn sozcukler(metin: &str) -> Vec<String> {
    let mut duz = String::new();
    let (mut kod, mut hedef) = (false, 0);
    let mut onceki = ' ';
    for c in metin.chars() {
        match c {
            '`' => kod = !kod,
            '(' if onceki == ']' => hedef += 1,
            ')' if hedef > 0 => hedef -= 1,
            _ if kod || hedef > 0 => {}
            c => duz.push(c),
        }
        onceki = c;
    }
    duz.split(|c: char| !c.is_alphanumeric())
        .filter(|s| !s.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The lessons' titles: proper nouns an English sentence names as they are.
const DERS_ADLARI: [&str; 1] = ["Koreografi ve Orkestrasyon"];

/// Whether a text reads Turkish: a Turkish letter, a Turkish word ([`TURKCE`]) or a Turkish
/// ending ([`TURKCE_EKLER`]) outside code spans and the lessons' titles.
fn turkce(metin: &str) -> bool {
    let metin = DERS_ADLARI.iter().fold(metin.to_string(), |m, ad| m.replace(ad, ""));
    sozcukler(&metin).iter().any(|w| {
        w.contains(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü'])
            || TURKCE.contains(&w.as_str())
            || (w.len() > 4 && TURKCE_EKLER.iter().any(|e| w.ends_with(e)))
    })
}

/// Whether a text reads English: an English function word ([`INGILIZCE`]) outside code spans.
fn ingilizce(metin: &str) -> bool {
    sozcukler(metin).iter().any(|w| INGILIZCE.contains(&w.as_str()))
}

/// The doc comment blocks of a file (consecutive `///` or `//!` lines), each with its first line.
fn belge_bloklari(metin: &str) -> Vec<(usize, String)> {
    let mut bloklar: Vec<(usize, String)> = Vec::new();
    let mut son = usize::MAX;
    for (i, satir) in metin.lines().enumerate() {
        let s = satir.trim_start();
        let Some(govde) = s.strip_prefix("///").or_else(|| s.strip_prefix("//!")) else {
            continue;
        };
        match bloklar.last_mut() {
            Some((_, b)) if son + 1 == i => {
                b.push(' ');
                b.push_str(govde);
            }
            _ => bloklar.push((i + 1, govde.to_string())),
        }
        son = i;
    }
    bloklar
}

/// Invariant: doc comments are English, but in the three model files, which are Turkish (with
/// Turkish letters) because students read them beside the lesson. Text the programs show
/// people (help, messages) is Turkish and lives in string literals, not doc comments. A block is
/// judged by its words outside code spans: outside the model files it must not read Turkish
/// ([`turkce`]); in them it must not read English ([`ingilizce`]), and the file's comments are
/// written with Turkish letters.
#[test]
fn belge_yorumlari_tek_dilde() {
    let modeller = model_dosyalari();
    let mut bozuk = Vec::new();
    for yol in kaynaklar() {
        let model = modeller.contains(&yol);
        let metin = std::fs::read_to_string(&yol).unwrap_or_default();
        for (satir, blok) in belge_bloklari(&metin) {
            // a model file's block does not read English; any other does not read Turkish
            let dogru = if model { !ingilizce(&blok) } else { !turkce(&blok) };
            if !dogru {
                let beklenen = if model { "Turkce" } else { "Ingilizce" };
                bozuk.push(format!("{}:{satir} ({beklenen} olmali): {blok}", goreli(&yol)));
            }
        }
        if model {
            let harfli = metin
                .lines()
                .filter(|s| s.trim_start().starts_with("//"))
                .any(|s| s.contains(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü']));
            assert!(harfli, "{}: yorumlar Turkce harflerle yazilmali", goreli(&yol));
        }
    }
    assert!(bozuk.is_empty(), "{} blok:\n{}", bozuk.len(), bozuk.join("\n"));
}

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

/// A crate's module graph: for each module file of `src/` (the root is `lib` or `main`), the
/// modules it refers to. A name the root re-exports (`pub use x::{A, B}`) leads to its module;
/// one the root defines, to the root.
fn modul_grafi(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let kok_dosya = ["lib.rs", "main.rs"].iter().map(|d| src.join(d)).find(|y| y.exists());
    let Some(kok_dosya) = kok_dosya else { return BTreeMap::new() };
    let kok_adi = kok_dosya.file_stem().unwrap().to_string_lossy().to_string();
    let kok_metni = std::fs::read_to_string(&kok_dosya).unwrap_or_default();
    let moduller: BTreeSet<String> = std::fs::read_dir(src)
        .unwrap()
        .flatten()
        .map(|g| g.path())
        .filter(|y| y.extension().is_some_and(|e| e == "rs") && *y != kok_dosya)
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
        let metin = std::fs::read_to_string(src.join(format!("{m}.rs"))).unwrap_or_default();
        let hedefler = crate_basvurulari(&metin)
            .into_iter()
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

#[test]
fn dil_algilanir() {
    assert!(turkce("Bir tur: her karar `iz`'e bildirilir."));
    assert!(turkce("Sıradaki adımını bekliyor.") && turkce("Siradaki adimi bekliyor."));
    assert!(!turkce("One round of the `kira` model, as the lesson runs it."));
    assert!(ingilizce("One round of the `kira` model.") && !ingilizce("Bir tur."));
    assert!(!turkce("`--kira 5`: `Dersin arizasi ve bir tur`"));
}

/// The deepest block of function `fonksiyon` in `metin`, in rustfmt's indentation levels below
/// the function's own line (its body is level 1).
fn derinlik(metin: &str, fonksiyon: &str) -> Option<usize> {
    let satirlar: Vec<&str> = metin.lines().collect();
    let bas = satirlar.iter().position(|s| s.trim_start().starts_with(fonksiyon))?;
    let girinti = |s: &str| s.len() - s.trim_start().len();
    let kendi = girinti(satirlar[bas]);
    let govde =
        satirlar[bas + 1..].iter().take_while(|s| s.trim().is_empty() || girinti(s) > kendi);
    govde.filter(|s| !s.trim().is_empty()).map(|s| (girinti(s) - kendi) / 4).max()
}

/// Invariant: a model file reads like the lesson: no defect hook for the checker's mutants (they
/// wrap the step in `crates/arama`), no serialization, command line or printing, and the step
/// function nests at most four levels.
#[test]
fn model_dosyasi_ders_gibi_okunur() {
    let mut bozuk = Vec::new();
    for yol in model_dosyalari() {
        let metin = std::fs::read_to_string(&yol).expect("the model file");
        for yasak in ["kusur", "Kusur", "serde", "clap", "println!", "format!"] {
            if metin.contains(yasak) {
                bozuk.push(format!("{}: {yasak}", goreli(&yol)));
            }
        }
        let adim = ["pub fn tur(", "pub fn adim("].iter().find_map(|f| derinlik(&metin, f));
        match adim {
            Some(d) if d <= 4 => {}
            d => bozuk.push(format!("{}: adim fonksiyonunun derinligi {d:?}", goreli(&yol))),
        }
    }
    assert!(bozuk.is_empty(), "{bozuk:?}");
}

/// The bold spans (`**…**`) of Markdown text, outside generated blocks; a span may wrap
/// within its paragraph.
fn kalinlar(metin: &str) -> Vec<String> {
    let mut icinde = false;
    let mut kalin = Vec::new();
    let mut paragraf = String::new();
    let mut bitir = |p: &mut String| {
        kalin.extend(p.split("**").skip(1).step_by(2).map(String::from));
        p.clear();
    };
    for satir in metin.lines() {
        if satir.starts_with("<!-- uret: ") {
            icinde = true;
        } else if satir.starts_with("<!-- /uret -->") {
            icinde = false;
        } else if !icinde && !satir.trim().is_empty() {
            paragraf += satir.trim();
            paragraf.push(' ');
            continue;
        }
        bitir(&mut paragraf);
    }
    bitir(&mut paragraf);
    kalin
}

/// Lowercase as Turkish spells it (`I` → `ı`, `İ` → `i`).
fn turkce_kucuk(m: &str) -> String {
    m.chars()
        .flat_map(|c| match c {
            'I' => vec!['ı'],
            'İ' => vec!['i'],
            c => c.to_lowercase().collect(),
        })
        .collect()
}

/// Whether bold text `kalin` is glossary term `terim` or an inflected form of it: it starts
/// with the term (`kip`te), or with the term less its last letter when that leaves four letters
/// or more (`tetiği`, `çitleme belirtecini`), or is a stem of the term of four letters or more
/// (`kesinleş` of `kesinleşmek`).
fn terimin_bicimi(kalin: &str, terim: &str) -> bool {
    let govde: String = terim.chars().take(terim.chars().count().saturating_sub(1)).collect();
    kalin.starts_with(terim)
        || (govde.chars().count() >= 4 && kalin.starts_with(&govde))
        || (kalin.chars().count() >= 4 && terim.starts_with(kalin))
}

/// Invariant: every term a lesson page sets in bold (the book bolds a term's first use) is
/// defined in the glossary (`docs/sozluk.md`'s bold terms, without their English in parentheses).
#[test]
fn ders_sayfalarinin_terimleri_sozlukte() {
    let sozluk = std::fs::read_to_string(kok().join("docs/sozluk.md")).unwrap();
    let terimler: Vec<String> = kalinlar(&sozluk)
        .iter()
        .map(|t| turkce_kucuk(t.split(" (").next().unwrap_or_default().trim()))
        .collect();
    let mut eksik = Vec::new();
    for d in dersler::DERSLER {
        let yol = format!("docs/{}.md", d.ad());
        let sayfa = std::fs::read_to_string(kok().join(&yol)).unwrap();
        let kalin = kalinlar(&sayfa);
        assert!(kalin.len() >= 8, "{yol}: yalnız {} kalın terim", kalin.len());
        for k in kalin {
            let k = turkce_kucuk(&k);
            if !terimler.iter().any(|t| terimin_bicimi(&k, t)) {
                eksik.push(format!("{yol}: '{k}'"));
            }
        }
    }
    assert!(eksik.is_empty(), "sözlükte olmayan terimler:\n{}", eksik.join("\n"));
    assert!(terimin_bicimi("tetiği", "tetik") && terimin_bicimi("kesinleş", "kesinleşmek"));
    assert!(!terimin_bicimi("tur", "turuncu") && !terimin_bicimi("parti", "tetik"));
    assert!(terimin_bicimi("kipte", "kip") && !terimin_bicimi("kira", "kip"));
}

/// The files allowed over [`DOSYA_SINIRI`] lines, each doing one job, with the job.
const TEK_ISLI_BUYUKLER: [(&str, &str); 2] = [
    ("xtask/src/testler.rs", "the stages of cargo xtask test, timed and skipped"),
    ("xtask/src/tidy.rs", "these rules: a test-only file"),
];

/// Lines a source file may have unless it does one job ([`TEK_ISLI_BUYUKLER`]).
const DOSYA_SINIRI: usize = 600;
/// Lines a function may have, from its first line to its closing brace.
const FONKSIYON_SINIRI: usize = 120;

/// The named functions of a Rust or JavaScript source (rustfmt's and the book's own
/// indentation): each name, first line (from 1) and length in lines, to the closing brace at
/// its own indentation. A declaration without a body (a trait's) is none.
fn fonksiyonlar(metin: &str) -> Vec<(String, usize, usize)> {
    let satirlar: Vec<&str> = metin.lines().collect();
    let mut bulunan = Vec::new();
    for (i, s) in satirlar.iter().enumerate() {
        let t = s.trim_start();
        let t = t.strip_prefix("export ").unwrap_or(t);
        // `pub `, `pub(crate) `, `pub(super) `, `pub(in a::b) `
        let t = match t.strip_prefix("pub") {
            Some(r) if r.starts_with(' ') => &r[1..],
            Some(r) if r.starts_with('(') => r.split_once(") ").map_or(t, |(_, r)| r),
            _ => t,
        };
        // `const ad = (...) => {` and `const ad = async (...) => {`
        let ok = t
            .strip_prefix("const ")
            .or_else(|| t.strip_prefix("let "))
            .and_then(|r| r.split_once(" = "))
            .filter(|(_, deger)| deger.contains("=> {") && deger.ends_with('{'))
            .map(|(ad, _)| ad);
        let t =
            ["const ", "async ", "unsafe "].iter().fold(t, |t, o| t.strip_prefix(o).unwrap_or(t));
        let ad = match (ok, t.strip_prefix("fn ").or_else(|| t.strip_prefix("function "))) {
            (Some(ad), _) => ad,
            (None, Some(r)) => {
                r.split(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or_default()
            }
            (None, None) => continue,
        };
        if ad.is_empty() {
            continue;
        }
        let girinti = s.len() - s.trim_start().len();
        let kapanis = satirlar[i..].iter().position(|k| {
            let kt = k.trim_start();
            k.len() - kt.len() == girinti && kt.starts_with('}')
        });
        // a signature that ends in `;` before any `{` opens a body is a declaration
        let ilk_ayrac = satirlar[i..].iter().find_map(|k| {
            let k = k.trim_end();
            k.contains('{').then_some('{').or_else(|| k.ends_with(';').then_some(';'))
        });
        let govdesiz = ilk_ayrac != Some('{');
        if let (Some(k), false) = (kapanis, govdesiz) {
            bulunan.push((ad.to_string(), i + 1, k + 1));
        }
    }
    bulunan
}

/// The project's own sources the limits apply to: every package's Rust files and the book's
/// scripts (the driver's and the site's; not its installed modules).
fn sinirli_kaynaklar() -> Vec<PathBuf> {
    let mut hepsi = kaynaklar();
    for klasor in ["crates/kitap/varlik", "crates/kitap/varlik/panel", "crates/kitap/surucu"] {
        for g in std::fs::read_dir(kok().join(klasor)).into_iter().flatten().flatten() {
            let yol = g.path();
            if yol.extension().is_some_and(|e| e == "js" || e == "mjs") {
                hepsi.push(yol);
            }
        }
    }
    hepsi.sort();
    hepsi
}

/// Invariant: no source file over [`DOSYA_SINIRI`] lines does more than one job (those that do
/// one are named, with it, in [`TEK_ISLI_BUYUKLER`]), and no function is over
/// [`FONKSIYON_SINIRI`] lines; an exemption that no longer applies is an error too.
#[test]
fn dosyalar_ve_fonksiyonlar_sinirda() {
    let mut bozuk = Vec::new();
    let mut kullanilan = BTreeSet::new();
    for yol in sinirli_kaynaklar() {
        let ad = goreli(&yol);
        let metin = std::fs::read_to_string(&yol).expect("a source file");
        let satir = metin.lines().count();
        if satir > DOSYA_SINIRI {
            if TEK_ISLI_BUYUKLER.iter().any(|(d, _)| *d == ad) {
                kullanilan.insert(ad.clone());
            } else {
                bozuk.push(format!(
                    "{ad}: {satir} satır (sınır {DOSYA_SINIRI}; tek işi yoksa bölün)"
                ));
            }
        }
        for (f, bas, uzunluk) in fonksiyonlar(&metin) {
            if uzunluk > FONKSIYON_SINIRI {
                bozuk.push(format!("{ad}:{bas}: {f} {uzunluk} satır (sınır {FONKSIYON_SINIRI})"));
            }
        }
    }
    let istisnalar = TEK_ISLI_BUYUKLER.iter().map(|(d, _)| d.to_string());
    for i in istisnalar.filter(|i| !kullanilan.contains(i)) {
        bozuk.push(format!("{i}: istisna artık gerekmiyor, listeden çıkarın"));
    }
    assert!(bozuk.is_empty(), "sınırı aşanlar:\n{}", bozuk.join("\n"));
}

#[test]
fn fonksiyonlar_bulunur() {
    let rust = "fn a() {\n    x;\n}\n    pub(crate) async fn b(\n        y: u8,\n    ) -> u8 {\n        y\n    }\ntrait T {\n    fn c(&self);\n}\npub(super) fn d(\n    e: u8,\n) -> u8 {\n    f();\n    e\n}\n";
    assert_eq!(fonksiyonlar(rust), [("a".into(), 1, 3), ("b".into(), 4, 5), ("d".into(), 12, 6)]);
    let js = "  function kur(k) {\n    a();\n  }\n  const f = (x) => {\n    return x;\n  };\n  const g = 3;\nexport async function h(p) {\n  await p;\n}\n";
    assert_eq!(fonksiyonlar(js), [("kur".into(), 1, 3), ("f".into(), 4, 3), ("h".into(), 8, 3)]);
}
