//! Serving the built site on 127.0.0.1 (std::net, httparse): each file with its media type, the
//! WebAssembly as `application/wasm` so browsers compile it while it streams. It serves files
//! and nothing else, under test as for a reader.

use crate::Hata;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
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

/// Serves `kok` on `adres` (port 0: any free one) in a background thread; returns the address it
/// listens on.
///
/// One request per connection, each on its own thread, answered with `Connection: close`
/// (what Python's `http.server` does). tiny_http 0.12 kept connections alive in a pool that
/// can leave a new connection queued behind idle ones: Chromium then waited forever for a
/// stylesheet in about one `--sina` run in three.
pub fn sun(kok: PathBuf, adres: &str) -> Result<std::net::SocketAddr, Hata> {
    let dinleyici = TcpListener::bind(adres).map_err(|e| Hata(format!("{adres}: {e}")))?;
    let dinlenen = dinleyici.local_addr().map_err(|e| Hata(format!("{adres}: {e}")))?;
    let kok = Arc::new(kok);
    std::thread::spawn(move || {
        for baglanti in dinleyici.incoming().flatten() {
            let kok = Arc::clone(&kok);
            // a client that hangs up or sends nonsense loses only its own connection
            std::thread::spawn(move || cevapla(baglanti, &kok));
        }
    });
    Ok(dinlenen)
}

/// The largest request head read (a browser's is under 2 KiB).
const BASLIK_SINIRI: usize = 64 * 1024;

/// A request: its method and its target (path and query); a body is read and dropped.
struct Istek {
    yontem: String,
    url: String,
}

/// Reads one request from `baglanti`: the head (parsed by httparse), then `Content-Length` bytes.
/// `None` for a connection closed early; `Err` for a head that does not parse.
fn oku(baglanti: &mut TcpStream) -> std::io::Result<Option<Istek>> {
    let mut tampon = Vec::new();
    let mut parca = [0u8; 4096];
    loop {
        let n = baglanti.read(&mut parca)?;
        if n == 0 {
            return Ok(None);
        }
        tampon.extend_from_slice(&parca[..n]);
        let mut basliklar = [httparse::EMPTY_HEADER; 64];
        let mut istek = httparse::Request::new(&mut basliklar);
        let gecersiz = |e| std::io::Error::new(std::io::ErrorKind::InvalidData, e);
        match istek.parse(&tampon).map_err(|e| gecersiz(e.to_string()))? {
            httparse::Status::Partial if tampon.len() < BASLIK_SINIRI => continue,
            httparse::Status::Partial => return Err(gecersiz("istek başlığı çok uzun".into())),
            httparse::Status::Complete(son) => {
                let uzunluk: u64 = istek
                    .headers
                    .iter()
                    .find(|b| b.name.eq_ignore_ascii_case("content-length"))
                    .and_then(|b| std::str::from_utf8(b.value).ok()?.trim().parse().ok())
                    .unwrap_or(0);
                let (yontem, url) = (istek.method.unwrap_or("GET"), istek.path.unwrap_or("/"));
                let (yontem, url) = (yontem.to_string(), url.to_string());
                let mut govde = tampon.split_off(son);
                let kalan = uzunluk.saturating_sub(govde.len() as u64);
                baglanti.take(kalan).read_to_end(&mut govde)?;
                return Ok(Some(Istek { yontem, url }));
            }
        }
    }
}

/// Writes one whole response in a single write and closes the connection.
fn yaz(baglanti: &mut TcpStream, durum: u16, tur: &str, govde: &[u8], bas: bool) {
    let neden = match durum {
        200 => "OK",
        400 => "Bad Request",
        _ => "Not Found",
    };
    let mut cevap = format!(
        "HTTP/1.1 {durum} {neden}\r\nContent-Type: {tur}\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n",
        govde.len()
    )
    .into_bytes();
    if !bas {
        cevap.extend_from_slice(govde);
    }
    // the client may have gone; nothing to tell it then
    let _ = baglanti.write_all(&cevap).and_then(|()| baglanti.flush());
}

/// Answers the one request on `baglanti` with a file of the site under `kok`.
fn cevapla(mut baglanti: TcpStream, kok: &Path) {
    let _ = baglanti.set_read_timeout(Some(Duration::from_secs(30)));
    let istek = match oku(&mut baglanti) {
        Ok(Some(i)) => i,
        Ok(None) => return,
        Err(e) => return yaz(&mut baglanti, 400, METIN, e.to_string().as_bytes(), false),
    };
    let yol = istek.url.split(['?', '#']).next().unwrap_or("/").to_string();
    let bas = istek.yontem == "HEAD";
    match dosya(kok, &yol).and_then(|y| std::fs::read(&y).ok().map(|b| (y, b))) {
        Some((y, icerik)) => yaz(&mut baglanti, 200, tur(&y), &icerik, bas),
        None => yaz(&mut baglanti, 404, METIN, "bulunamadı".as_bytes(), bas),
    }
}

/// The media type of the server's own messages.
const METIN: &str = "text/plain; charset=utf-8";

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

    /// Sends `parcalar` on one connection and reads until the server closes it.
    fn gonder(adres: std::net::SocketAddr, parcalar: &[&str]) -> String {
        let mut a = TcpStream::connect(adres).expect("the server listens");
        for p in parcalar {
            a.write_all(p.as_bytes()).expect("written");
            std::thread::sleep(Duration::from_millis(20));
        }
        let mut cevap = String::new();
        a.read_to_string(&mut cevap).unwrap_or_else(|e| panic!("{parcalar:?}: {e}"));
        cevap
    }

    #[test]
    fn her_baglantiya_bir_cevap_ve_kapanir() {
        let kok = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let adres = sun(kok.clone(), "127.0.0.1:0").expect("a free port");
        let istek = "GET /Cargo.toml?x=1 HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n";
        let c = gonder(adres, &[istek]);
        let dosya = std::fs::read_to_string(kok.join("Cargo.toml")).expect("readable");
        assert!(c.starts_with("HTTP/1.1 200 OK\r\n"), "{c}");
        assert!(c.contains("\r\nConnection: close\r\n"), "{c}");
        assert!(c.contains(&format!("\r\nContent-Length: {}\r\n", dosya.len())), "{c}");
        assert!(c.ends_with(&format!("\r\n\r\n{dosya}")), "{c}");
        let c = gonder(adres, &["HEAD /Cargo.toml HTTP/1.1\r\n\r\n"]);
        assert!(c.starts_with("HTTP/1.1 200 OK\r\n") && c.ends_with("\r\n\r\n"), "{c}");
        let c = gonder(adres, &["GET /yok.html HTTP/1.1\r\n", "Host: a\r\n\r\n"]);
        assert!(c.starts_with("HTTP/1.1 404 Not Found\r\n") && c.ends_with("bulunamadı"), "{c}");
        let c = gonder(adres, &["bozuk\r\n\r\n"]);
        assert!(c.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{c}");
        // a request with a body, its body arriving after its head: only files are served
        let bas = "POST /.sina/sonuc HTTP/1.1\r\nContent-Length: 12\r\n\r\n{\"a\"";
        let c = gonder(adres, &[bas, ": [1,2]}"]);
        assert!(c.starts_with("HTTP/1.1 404 Not Found\r\n"), "{c}");
    }

    #[test]
    fn ortam_turleri() {
        assert_eq!(tur(Path::new("panel_bg.wasm")), "application/wasm");
        assert_eq!(tur(Path::new("kitap.js")), "text/javascript; charset=utf-8");
        assert_eq!(tur(Path::new("secim.rs")), "text/plain; charset=utf-8");
    }
}
