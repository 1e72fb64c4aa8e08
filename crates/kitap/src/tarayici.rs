//! Headless Chromium (Debian's `chromium` package): finding it, opening a page, taking a
//! screenshot. Started as the machine's probe starts it: no sandbox (CI runs as root), no GPU,
//! no background networking (the machine's network is closed), a fresh profile each time.

use crate::{Hata, kok};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The browser: `KITAP_CHROMIUM` (none if it names no file), else `chromium` or
/// `chromium-browser` on the PATH.
pub fn bul() -> Option<PathBuf> {
    if let Some(yol) = std::env::var_os("KITAP_CHROMIUM") {
        return Some(PathBuf::from(yol)).filter(|y| y.is_file());
    }
    let yollar = std::env::var_os("PATH")?;
    std::env::split_paths(&yollar)
        .flat_map(|k| ["chromium", "chromium-browser"].map(|ad| k.join(ad)))
        .find(|y| y.is_file())
}

/// A fresh profile folder for one browser, removed when dropped.
struct Profil(PathBuf);

impl Profil {
    fn yeni() -> Profil {
        Profil(kok().join("target").join("kitap-tarayici").join(format!(
                "profil-{}-{}",
                std::process::id(),
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos())
            )))
    }
}

impl Drop for Profil {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A browser left running on a page; closed, and its profile removed, when dropped.
pub struct Acik {
    cocuk: Child,
    _profil: Profil,
}

impl Drop for Acik {
    fn drop(&mut self) {
        let _ = self.cocuk.kill();
        let _ = self.cocuk.wait();
    }
}

fn komut(tarayici: &Path, profil: &Profil) -> Command {
    let mut c = Command::new(tarayici);
    c.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
    ])
    .arg(format!("--user-data-dir={}", profil.0.display()));
    c
}

/// Opens `url` and leaves the browser running (the page reports to the test server); its
/// console goes to `gunluk`.
pub fn ac(tarayici: &Path, url: &str, gunluk: &Path) -> Result<Acik, Hata> {
    let dosya =
        std::fs::File::create(gunluk).map_err(|e| Hata(format!("{}: {e}", gunluk.display())))?;
    let profil = Profil::yeni();
    let cocuk = komut(tarayici, &profil)
        .args(["--enable-logging=stderr", "--v=0", "--remote-debugging-port=0", url])
        .stdout(Stdio::null())
        .stderr(dosya)
        .spawn()
        .map_err(|e| Hata(format!("{}: {e}", tarayici.display())))?;
    Ok(Acik { cocuk, _profil: profil })
}

/// A screenshot of `url` at `genislik` x `yukseklik` CSS pixels into `dosya` (PNG), once the
/// page's scripts have run.
pub fn ekran(
    tarayici: &Path,
    url: &str,
    (genislik, yukseklik): (u32, u32),
    dosya: &Path,
) -> Result<(), Hata> {
    let profil = Profil::yeni();
    let c = komut(tarayici, &profil)
        .args(["--virtual-time-budget=15000", "--force-device-scale-factor=1"])
        .arg(format!("--window-size={genislik},{yukseklik}"))
        .arg(format!("--screenshot={}", dosya.display()))
        .arg(url)
        .output()
        .map_err(|e| Hata(format!("{}: {e}", tarayici.display())))?;
    if dosya.is_file() {
        Ok(())
    } else {
        Err(Hata(format!(
            "{url}: ekran görüntüsü alınamadı: {}",
            String::from_utf8_lossy(&c.stderr)
        )))
    }
}
