//! The book's script, `kitap/kitap.js`: its parts in `varlik/` (the panel's features under
//! `panel/`, then `kitap.js`), joined into one classic script, as a page read from a folder
//! (`file://`) loads no modules.

use crate::Hata;
use std::path::Path;

/// The parts of the book's script in `varlik/`, in their order: the panel's features
/// (`panel/`, each a set of functions of the panel), then `kitap.js`, which sets each lesson
/// page's panel up from them, gives every page its own helps and starts the panel.
pub const BETIK_PARCALARI: [&str; 11] = [
    "panel/ortak.js",
    "panel/form.js",
    "panel/hikaye.js",
    "panel/zaman.js",
    "panel/ozellikler.js",
    "panel/tek-degisiklik.js",
    "panel/yan-yana.js",
    "panel/her-ariza.js",
    "panel/alistirma.js",
    "panel/yuruyus.js",
    "kitap.js",
];

/// The book's script, `kitap/kitap.js` (mdBook's `additional-js`): [`BETIK_PARCALARI`] read
/// from `varlik` and joined ([`birlestir`]).
pub fn betik(varlik: &Path) -> Result<String, Hata> {
    let mut parcalar = Vec::new();
    for ad in BETIK_PARCALARI {
        let yol = varlik.join(ad);
        let metin = std::fs::read_to_string(&yol).map_err(|e| {
            Hata(format!("kitabın betiğinin parçası {ad} okunamadı ({}): {e}", yol.display()))
        })?;
        parcalar.push((ad, metin));
    }
    birlestir(&parcalar)
}

/// Parts of a script one after another, each under a line naming it, in one strict-mode
/// function: a classic script, which loads from a folder too (no modules there), sharing its
/// names among the parts and leaving none on the page. A name two parts declare at their top
/// level is an error: in the one function the later would take the earlier's place unsaid.
fn birlestir(parcalar: &[(&str, String)]) -> Result<String, Hata> {
    let mut betik = String::from(
        "// The book's script, joined by crates/kitap/src/betik.rs from crates/kitap/varlik/.\n\
         'use strict';\n\n(() => {\n",
    );
    let mut adlar = std::collections::BTreeMap::new();
    for (ad, metin) in parcalar {
        for tanim in ust_adlar(metin) {
            if let Some(onceki) = adlar.insert(tanim.clone(), *ad) {
                return Err(Hata(format!(
                    "kitabın betiğinde {tanim} iki parçada tanımlı: {onceki} ve {ad}"
                )));
            }
        }
        betik.push_str(&format!("// ---- {ad}\n{metin}"));
        if !metin.ends_with('\n') {
            betik.push('\n');
        }
    }
    betik.push_str("})();\n");
    Ok(betik)
}

/// The names a script's top level declares: lines that start with `function`, `async
/// function`, `class`, `const`, `let` or `var` (a part's own indentation is its inner code).
fn ust_adlar(metin: &str) -> Vec<String> {
    metin
        .lines()
        .filter_map(|s| {
            let t = s.strip_prefix("async ").unwrap_or(s);
            let r = ["function ", "class ", "const ", "let ", "var "]
                .iter()
                .find_map(|o| t.strip_prefix(o))?;
            let ad: String =
                r.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$').collect();
            (!ad.is_empty()).then_some(ad)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn betik_her_parcayi_sirasiyla_birlestirir() {
        let varlik = Path::new(env!("CARGO_MANIFEST_DIR")).join("varlik");
        // every part in the folder is in the list
        let mut klasorde: Vec<String> = std::fs::read_dir(varlik.join("panel"))
            .unwrap()
            .flatten()
            .map(|g| format!("panel/{}", g.file_name().to_string_lossy()))
            .collect();
        klasorde.push("kitap.js".into());
        klasorde.sort();
        let mut listede = BETIK_PARCALARI.map(String::from).to_vec();
        listede.sort();
        assert_eq!(klasorde, listede);
        let birlesik = betik(&varlik).unwrap();
        assert_eq!(birlesik.lines().nth(1), Some("'use strict';"));
        for ad in BETIK_PARCALARI {
            assert!(birlesik.contains(&format!("\n// ---- {ad}\n")), "{ad}");
        }
        // the shared helpers come first: kitap.js's top level uses their constants as the
        // script loads; kitap.js comes last, starting the panel once every feature is declared
        assert_eq!(BETIK_PARCALARI.first(), Some(&"panel/ortak.js"));
        assert_eq!(BETIK_PARCALARI.last(), Some(&"kitap.js"));
        assert!(birlesik.ends_with("\n})();\n"));
        assert!(birlesik.contains("\nasync function kur(kutu, wasm) {\n"));
    }

    #[test]
    fn betikte_bir_ad_bir_kez_tanimlanir() {
        let a = ("a.js", "const el = 1;\nfunction f(p) {\n  const el = 2;\n}\n".to_string());
        let b = ("b.js", "async function g() {}\nlet { x } = y;".to_string());
        assert_eq!(ust_adlar(&a.1), ["el", "f"]);
        let birlesik = birlestir(&[a.clone(), b.clone()]).unwrap();
        assert!(birlesik.ends_with("// ---- b.js\nasync function g() {}\nlet { x } = y;\n})();\n"));
        let c = ("c.js", "function el() {}\n".to_string());
        let hata = birlestir(&[a, b, c]).unwrap_err().0;
        assert_eq!(hata, "kitabın betiğinde el iki parçada tanımlı: a.js ve c.js");
        let yok = Path::new("/yok");
        assert!(betik(yok).unwrap_err().0.contains("panel/ortak.js okunamadı"));
    }
}
