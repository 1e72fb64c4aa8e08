//! Serving the built site on 127.0.0.1 (tiny_http): each file with its media type, the
//! WebAssembly as `application/wasm` so browsers compile it while it streams. Under test, two
//! more addresses: `/.sina/senaryolar?ders=D` gives the page the scenarios to play, and
//! `/.sina/sonuc?ders=D` takes what the page saw.

use crate::Hata;
use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

fn tur(yol: &Path) -> &'static str {
    match yol.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" => "font/ttf",
        _ => "text/plain; charset=utf-8",
    }
}

/// The file a request path names under `kok`, if it stays inside it.
fn dosya(kok: &Path, yol: &str) -> Option<PathBuf> {
    let mut p = kok.to_path_buf();
    for c in Path::new(yol.trim_start_matches('/')).components() {
        match c {
            Component::Normal(ad) => p.push(ad),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if p.is_dir() {
        p.push("index.html");
    }
    p.is_file().then_some(p)
}

/// What a browser test exchanges with the page: the scenarios per lesson (JSON), and what the
/// page reported per lesson.
#[derive(Default)]
pub struct Sinama {
    /// The scenarios the page plays, per lesson, as JSON.
    pub senaryolar: HashMap<String, String>,
    sonuclar: Mutex<HashMap<String, String>>,
    geldi: Condvar,
    /// Every path asked for, in order: what a page that never reports got as far as.
    istekler: Mutex<Vec<String>>,
}

impl Sinama {
    /// Waits up to `sure` for the page of lesson `ders` to report; returns its JSON.
    pub fn bekle(&self, ders: &str, sure: Duration) -> Option<String> {
        let kilit = self.sonuclar.lock().expect("not poisoned");
        let (mut k, _) = self
            .geldi
            .wait_timeout_while(kilit, sure, |s| !s.contains_key(ders))
            .expect("not poisoned");
        k.remove(ders)
    }

    /// The paths asked for so far, and forgets them.
    pub fn istekler(&self) -> Vec<String> {
        std::mem::take(&mut *self.istekler.lock().expect("not poisoned"))
    }
}

fn ders_parametresi(url: &str) -> String {
    url.split_once("ders=")
        .map(|(_, d)| d.split('&').next().unwrap_or("").to_string())
        .unwrap_or_default()
}

/// Serves `kok` on `adres` (port 0: any free one) in a background thread, with the test's
/// addresses when `sinama` is given; returns the address it listens on.
pub fn sun(
    kok: PathBuf,
    adres: &str,
    sinama: Option<Arc<Sinama>>,
) -> Result<std::net::SocketAddr, Hata> {
    let sunucu = tiny_http::Server::http(adres).map_err(|e| Hata(format!("{adres}: {e}")))?;
    let dinlenen =
        sunucu.server_addr().to_ip().ok_or_else(|| Hata(format!("{adres}: IP adresi degil")))?;
    std::thread::spawn(move || {
        for mut istek in sunucu.incoming_requests() {
            let url = istek.url().to_string();
            let yol = url.split(['?', '#']).next().unwrap_or("/").to_string();
            if let Some(s) = &sinama {
                s.istekler.lock().expect("not poisoned").push(yol.clone());
            }
            let json = tiny_http::Header::from_bytes("Content-Type", "application/json")
                .expect("a valid header");
            let cevap = match (&sinama, yol.as_str()) {
                (Some(s), "/.sina/senaryolar") => {
                    let j =
                        s.senaryolar.get(&ders_parametresi(&url)).cloned().unwrap_or("[]".into());
                    tiny_http::Response::from_string(j).with_header(json).boxed()
                }
                (Some(s), "/.sina/sonuc") => {
                    let mut govde = String::new();
                    let _ = istek.as_reader().read_to_string(&mut govde);
                    s.sonuclar.lock().expect("not poisoned").insert(ders_parametresi(&url), govde);
                    s.geldi.notify_all();
                    tiny_http::Response::from_string("{}").with_header(json).boxed()
                }
                _ => match dosya(&kok, &yol).and_then(|y| std::fs::read(&y).ok().map(|b| (y, b))) {
                    Some((y, icerik)) => {
                        let baslik = tiny_http::Header::from_bytes("Content-Type", tur(&y))
                            .expect("a valid header");
                        tiny_http::Response::from_data(icerik).with_header(baslik).boxed()
                    }
                    None => {
                        tiny_http::Response::from_string("bulunamadi").with_status_code(404).boxed()
                    }
                },
            };
            let _ = istek.respond(cevap);
        }
    });
    Ok(dinlenen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kokun_disina_cikilmaz() {
        let kok = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert_eq!(dosya(kok, "/Cargo.toml"), Some(kok.join("Cargo.toml")));
        assert_eq!(dosya(kok, "/../../Cargo.toml"), None);
        assert_eq!(dosya(kok, "/varlik/../../Cargo.toml"), None);
        assert_eq!(dosya(kok, "/yok.html"), None);
    }

    #[test]
    fn ortam_turleri() {
        assert_eq!(tur(Path::new("panel_bg.wasm")), "application/wasm");
        assert_eq!(tur(Path::new("kitap.js")), "text/javascript; charset=utf-8");
        assert_eq!(tur(Path::new("secim.rs")), "text/plain; charset=utf-8");
    }
}
