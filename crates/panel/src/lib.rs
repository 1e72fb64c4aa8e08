#![forbid(unsafe_code)]
//! The lessons in a reader's browser: the same option declarations, the same models and the
//! same printing as the `olc` and `hesap` programs, compiled to WebAssembly for the panel on
//! each lesson page of the book (`cargo xtask kitap`). Four calls: the options of a program as a
//! form shows them (JSON), a URL fragment's values (JSON), one run on a fragment, read as the
//! command line reads the arguments it stands for (JSON), and the fragment a click on the
//! timeline makes.

use ders::Program;
use wasm_bindgen::prelude::*;

fn program(ad: &str) -> Result<Program, String> {
    Program::HEPSI
        .into_iter()
        .find(|p| p.ad() == ad)
        .ok_or_else(|| format!("'{ad}' diye bir program yok (olc, hesap)"))
}

fn ders(ad: &str) -> Result<&'static dyn dersler::DersKaydi, String> {
    dersler::bul(ad).ok_or_else(|| format!("'{ad}' diye bir ders yok"))
}

/// The options of lesson `ders`'s program `program` (`olc`, `hesap`), in help order, as JSON:
/// flag, value name, help line, default, and the kind of input with its range or names.
pub fn secenekler_json(ders_adi: &str, program_adi: &str) -> Result<String, String> {
    let t = ders(ders_adi)?.secenek_tanimlari(program(program_adi)?);
    serde_json::to_string(&t).map_err(|e| e.to_string())
}

/// One run of lesson `ders`'s program `program` on a URL fragment's values (`kira=5&iz`), as
/// JSON: the program's text, the story, the timeline (SVG), the equivalent command, and each
/// refused value with the command line's message.
pub fn calistir_json(ders_adi: &str, program_adi: &str, parca: &str) -> Result<String, String> {
    let c = ders(ders_adi)?.calis(program(program_adi)?, parca);
    serde_json::to_string(&c).map_err(|e| e.to_string())
}

/// The URL fragment after a click on cell `kimlik` of the timeline of fragment `parca` of lesson
/// `ders`'s program `program`: the schedule the click makes, as `ariza`.
#[wasm_bindgen]
pub fn hucreye_tikla(
    ders_adi: &str,
    program_adi: &str,
    parca: &str,
    kimlik: &str,
) -> Result<String, JsError> {
    let d = ders(ders_adi).map_err(|e| JsError::new(&e))?;
    let p = program(program_adi).map_err(|e| JsError::new(&e))?;
    d.hucreye_tikla(p, parca, kimlik).map_err(|e| JsError::new(&e))
}

/// The (flag, text) pairs of a URL fragment (`#kira=5&iz`), as JSON: the page fills its form
/// from them, read exactly as [`calistir`] reads them.
#[wasm_bindgen]
pub fn parca_ciftleri(parca: &str) -> String {
    serde_json::to_string(&program::calistirma::parcala(parca)).unwrap_or_else(|_| "[]".into())
}

/// [`secenekler_json`] for JavaScript.
#[wasm_bindgen]
pub fn secenekler(ders_adi: &str, program_adi: &str) -> Result<String, JsError> {
    secenekler_json(ders_adi, program_adi).map_err(|e| JsError::new(&e))
}

/// [`calistir_json`] for JavaScript.
#[wasm_bindgen]
pub fn calistir(ders_adi: &str, program_adi: &str, parca: &str) -> Result<String, JsError> {
    calistir_json(ders_adi, program_adi, parca).map_err(|e| JsError::new(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panel_programla_ayni_metni_verir() {
        let c: serde_json::Value =
            serde_json::from_str(&calistir_json("lider", "olc", "kira=5&duraklama=2").unwrap())
                .unwrap();
        let cli =
            program::komut::kos::<lider::Lider>(Program::Olc, &["--kira", "5", "--duraklama", "2"]);
        assert_eq!(c["metin"], cli.cikti);
        assert_eq!(c["komut"], "cargo run -p lider --bin olc -- --kira 5 --duraklama 2");
        assert!(c["svg"].as_str().unwrap().starts_with("<svg"));
    }

    #[test]
    fn gecersiz_deger_cli_mesajiyla() {
        let c: serde_json::Value =
            serde_json::from_str(&calistir_json("lider", "olc", "kira=0").unwrap()).unwrap();
        let cli = program::komut::kos::<lider::Lider>(Program::Olc, &["--kira", "0"]);
        let satir = cli.hata.lines().next().unwrap().trim_start_matches("lider olc: ").to_string();
        assert_eq!(c["hatalar"][0][1], satir);
        assert_eq!(c["hatalar"][0][0], "--kira");
    }
}
