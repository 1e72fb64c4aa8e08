//! The rule on the model files' shape: each reads like the lesson, with no hook, printing or
//! serialization, and a step function of shallow depth.

use super::{goreli, model_dosyalari};

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
