//! The panel's calls as the page's JavaScript sees them (wasm-bindgen), each the crate's own
//! function with its error made a JavaScript error, and the Web Worker's progress reports. Only
//! in the WebAssembly build.

use wasm_bindgen::prelude::*;

/// A call's error, as JavaScript throws it.
fn js(e: String) -> JsError {
    JsError::new(&e)
}

#[wasm_bindgen]
extern "C" {
    /// The Web Worker's progress report (`kesifIlerleme` in its global scope).
    #[wasm_bindgen(js_namespace = globalThis, js_name = kesifIlerleme)]
    fn ilerleme_bildir(durum: f64, kesfedilen: f64, derinlik: f64);
    /// The Web Worker's progress through the single changes (`tekDegisiklikIlerleme`).
    #[wasm_bindgen(js_namespace = globalThis, js_name = tekDegisiklikIlerleme)]
    fn tek_degisiklik_bildir(yapilan: f64, toplam: f64);
}

/// [`crate::secenekler_json`].
#[wasm_bindgen]
pub fn secenekler(ders_adi: &str, program_adi: &str) -> Result<String, JsError> {
    crate::secenekler_json(ders_adi, program_adi).map_err(js)
}

/// [`crate::calistir_json`].
#[wasm_bindgen]
pub fn calistir(ders_adi: &str, program_adi: &str, parca: &str) -> Result<String, JsError> {
    crate::calistir_json(ders_adi, program_adi, parca).map_err(js)
}

/// [`crate::hikaye_metni`].
#[wasm_bindgen]
pub fn hikaye(
    ders_adi: &str,
    program_adi: &str,
    parca: &str,
    gosterilen: usize,
) -> Result<String, JsError> {
    crate::hikaye_metni(ders_adi, program_adi, parca, gosterilen).map_err(js)
}

/// [`crate::tiklanan_parca`].
#[wasm_bindgen]
pub fn hucreye_tikla(
    ders_adi: &str,
    program_adi: &str,
    parca: &str,
    kimlik: &str,
) -> Result<String, JsError> {
    crate::tiklanan_parca(ders_adi, program_adi, parca, kimlik).map_err(js)
}

/// [`crate::yuruyus_json`].
#[wasm_bindgen]
pub fn yuruyus(ders_adi: &str, parca: &str) -> Result<String, JsError> {
    crate::yuruyus_json(ders_adi, parca).map_err(js)
}

/// [`crate::durak_rakamlari_json`].
#[wasm_bindgen]
pub fn durak_rakamlari(ders_adi: &str, parca: &str, nokta: u32) -> Result<String, JsError> {
    crate::durak_rakamlari_json(ders_adi, parca, nokta).map_err(js)
}

/// [`crate::durak_komutu_json`].
#[wasm_bindgen]
pub fn durak_komutu(ders_adi: &str, parca: &str, nokta: u32) -> Result<String, JsError> {
    crate::durak_komutu_json(ders_adi, parca, nokta).map_err(js)
}

/// [`crate::tek_degisiklikler_json`], its progress to the Web Worker's
/// `tekDegisiklikIlerleme`; the page stops it by ending the worker.
#[wasm_bindgen]
pub fn tek_degisiklikler(ders_adi: &str, parca: &str) -> Result<String, JsError> {
    let mut ilerleme = |yapilan: usize, toplam: usize| {
        tek_degisiklik_bildir(yapilan as f64, toplam as f64);
    };
    crate::tek_degisiklikler_json(ders_adi, parca, &mut ilerleme).map_err(js)
}

/// [`crate::her_zamanlamada_komutu`].
#[wasm_bindgen]
pub fn her_zamanlamada_komutu(ders_adi: &str, parca: &str, sinirlar: &str) -> String {
    crate::her_zamanlamada_komutu(ders_adi, parca, sinirlar)
}

/// [`crate::sinir_tanimlari_json`].
#[wasm_bindgen]
pub fn sinir_tanimlari(ders_adi: &str) -> Result<String, JsError> {
    crate::sinir_tanimlari_json(ders_adi).map_err(js)
}

/// [`crate::HerDenetim::her_zamanlamada_json`] for the Web Worker: progress goes to its
/// `kesifIlerleme`; the page stops the check by ending the worker.
#[wasm_bindgen]
pub fn her_zamanlamada(ders_adi: &str, parca: &str, sinirlar: &str) -> Result<String, JsError> {
    let h = crate::HerDenetim::oku(ders_adi, parca, sinirlar).map_err(js)?;
    Ok(h.her_zamanlamada_json(&mut bildir))
}

/// Tells the worker's `kesifIlerleme` how far a search has come; it goes on until the page ends
/// the worker.
fn bildir(i: arama::genislik::Ilerleme) -> bool {
    ilerleme_bildir(i.durum as f64, i.kesfedilen as f64, i.derinlik as f64);
    true
}

/// [`crate::HerDenetim::en_az_json`] for the Web Worker: progress goes to its `kesifIlerleme`;
/// the page stops the search by ending the worker.
#[wasm_bindgen]
pub fn en_az(ders_adi: &str, parca: &str, sinirlar: &str) -> Result<String, JsError> {
    crate::HerDenetim::oku(ders_adi, parca, sinirlar)
        .and_then(|h| h.en_az_json(&mut bildir))
        .map_err(js)
}

/// [`crate::tasarimi_ara_json`].
#[wasm_bindgen]
pub fn tasarimi_ara(ders_adi: &str, i: usize, en_az: bool) -> Result<String, JsError> {
    crate::tasarimi_ara_json(ders_adi, i, en_az).map_err(js)
}

/// [`crate::parca_ciftleri`].
#[wasm_bindgen]
pub fn parca_ciftleri(parca: &str) -> String {
    crate::parca_ciftleri(parca)
}
