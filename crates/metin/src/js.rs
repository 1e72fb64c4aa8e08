//! A lesson text's own JavaScript, run with node: its code blocks written out as the files their
//! headers name, each program run and its output taken, and its model's `kosum` run on many
//! option sets and compared with the Rust port's.

use crate::okuma::{DersMetni, KodBlogu};
use serde_json::Value;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Reads option objects from standard input, one JSON object a line, and prints the model's
/// result for each as one JSON line (an exception prints `{"hata": ...}`).
const SURUCU: &str = r#"import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
const model = await import(pathToFileURL(process.argv[2]).href);
for await (const satir of createInterface({ input: process.stdin })) {
  if (!satir.trim()) continue;
  try { console.log(JSON.stringify(model.kosum(JSON.parse(satir)))); }
  catch (e) { console.log(JSON.stringify({ hata: String(e) })); }
}
"#;

/// Whether `node` runs here.
pub fn node_var() -> bool {
    Command::new("node")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|d| d.success())
}

/// A folder holding one text's code blocks as files (`lider/olc.mjs`), removed when dropped.
pub struct Klasor(PathBuf);

impl Klasor {
    /// Writes every block of `bloklar` under a fresh folder of the system's temp folder.
    pub fn yaz(metin: &DersMetni, bloklar: &[KodBlogu]) -> Result<Klasor, String> {
        static SAYAC: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = SAYAC.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let kok = std::env::temp_dir().join(format!("xtask-metin-{}-{n}", std::process::id()));
        let k = Klasor(kok);
        for b in bloklar {
            let yol = k.0.join(&b.ders).join(&b.dosya);
            let hata = |e: std::io::Error| format!("{}: {e}", yol.display());
            std::fs::create_dir_all(yol.parent().expect("a file has a folder")).map_err(hata)?;
            std::fs::write(&yol, metin.parca(b.bas, b.son)).map_err(hata)?;
        }
        Ok(k)
    }

    /// Where block `b` was written.
    pub fn yol(&self, b: &KodBlogu) -> PathBuf {
        self.0.join(&b.ders).join(&b.dosya)
    }

    /// Runs block `b` as a program: its standard output, or why it failed.
    pub fn calistir(&self, b: &KodBlogu) -> Result<String, String> {
        let mut komut = Command::new("node");
        komut.arg(self.yol(b)).current_dir(self.0.join(&b.ders));
        let cikti = kos(komut, None, &b.dosya)?;
        String::from_utf8(cikti).map_err(|_| format!("{}: çıktısı UTF-8 değil", b.dosya))
    }

    /// Runs block `model`'s `kosum` on each option set: one result per set, in order.
    pub fn kosum(&self, model: &KodBlogu, secenekler: &[Value]) -> Result<Vec<Value>, String> {
        let surucu = self.0.join("surucu.mjs");
        std::fs::write(&surucu, SURUCU).map_err(|e| format!("{}: {e}", surucu.display()))?;
        let mut komut = Command::new("node");
        komut.arg(&surucu).arg(self.yol(model));
        let girdi: String = secenekler.iter().map(|s| format!("{s}\n")).collect();
        let cikti = kos(komut, Some(girdi), &format!("{} kosum", model.dosya))?;
        let metin = String::from_utf8_lossy(&cikti);
        let sonuclar: Vec<Value> = metin
            .lines()
            .map(|s| serde_json::from_str(s).map_err(|e| format!("node kosum çıktısı: {e}: {s}")))
            .collect::<Result<_, _>>()?;
        if sonuclar.len() != secenekler.len() {
            return Err(format!(
                "node kosum {} sonuç verdi, {} bekleniyordu",
                sonuclar.len(),
                secenekler.len()
            ));
        }
        Ok(sonuclar)
    }
}

/// How long a text's program may run before it is stopped.
const SURE: Duration = Duration::from_secs(60);

/// Runs `komut` with `girdi` on its standard input (none: empty) and returns its standard
/// output; a failure, or a run longer than [`SURE`] (the program is then stopped), is an error
/// naming `ad`.
fn kos(mut komut: Command, girdi: Option<String>, ad: &str) -> Result<Vec<u8>, String> {
    let mut cocuk = komut
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("node: {e}"))?;
    // each pipe has its own thread: node answers while it reads, and pipes are bounded
    let mut stdin = cocuk.stdin.take().expect("stdin is piped");
    let yazan = std::thread::spawn(move || stdin.write_all(girdi.unwrap_or_default().as_bytes()));
    let okuyan = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            v
        })
    };
    let cikti = okuyan(Box::new(cocuk.stdout.take().expect("stdout is piped")));
    let hata = okuyan(Box::new(cocuk.stderr.take().expect("stderr is piped")));
    let bas = Instant::now();
    let durum = loop {
        match cocuk.try_wait().map_err(|e| format!("node: {e}"))? {
            Some(d) => break d,
            None if bas.elapsed() > SURE => {
                let _ = cocuk.kill();
                let _ = cocuk.wait();
                return Err(format!("node {ad}: {} s'de bitmedi, durduruldu", SURE.as_secs()));
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    };
    let _ = yazan.join();
    let (cikti, hata) = (cikti.join().unwrap_or_default(), hata.join().unwrap_or_default());
    if !durum.success() {
        let hata = String::from_utf8_lossy(&hata);
        let ilk: Vec<&str> = hata.lines().take(6).collect();
        return Err(format!("node {ad} ({durum}): {}", ilk.join(" / ")));
    }
    Ok(cikti)
}

impl Drop for Klasor {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Where the port's result differs from the text's, key by key: (key, text's, port's). Numbers
/// compare as numbers (`2` and `2.0` are one value). Only the text's keys count. Two forms
/// differ by design and compare by content: the writes left per step (the text's
/// `tarife=6 indirim=6` against the port's `{"tarife": 6, ...}`) and the trace (the text's
/// sentences against the port's structured events, whose printed form `olc` checks).
pub fn farklar(metin: &Value, port: &Value) -> Vec<(String, Value, Value)> {
    let (Some(m), Some(p)) = (metin.as_object(), port.as_object()) else {
        return vec![(String::new(), metin.clone(), port.clone())];
    };
    let mut f = Vec::new();
    for (k, v) in m {
        let q = p.get(k).cloned().unwrap_or(Value::Null);
        let ayni = match (v, &q) {
            (Value::String(s), Value::Object(o)) => {
                let ciftler: Option<Vec<(&str, &str)>> =
                    s.split_whitespace().map(|c| c.split_once('=')).collect();
                ciftler.is_some_and(|c| {
                    c.len() == o.len()
                        && c.iter().all(|(a, n)| o.get(*a).is_some_and(|x| esit(&x.to_string(), n)))
                })
            }
            (Value::Array(a), Value::Array(b)) if a.iter().all(Value::is_string) => {
                b.iter().all(Value::is_object) && a.len() == b.len()
            }
            _ => deger_esit(v, &q),
        };
        if !ayni {
            f.push((k.clone(), v.clone(), q));
        }
    }
    f
}

fn esit(a: &str, b: &str) -> bool {
    a == b || a.parse::<f64>().ok().zip(b.parse::<f64>().ok()).is_some_and(|(x, y)| x == y)
}

fn deger_esit(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| deger_esit(p, q))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| deger_esit(v, w)))
        }
        _ => a == b,
    }
}

/// Option sets for the comparison: each of `ornekler` with some keys left out (about one in
/// seven, chosen the same way every time) where `gecerli` still accepts the set, so the text's
/// defaults are compared too; duplicates dropped.
pub fn eksiltilmis(ornekler: Vec<Value>, gecerli: impl Fn(&Value) -> bool) -> Vec<Value> {
    let mut goruldu = std::collections::HashSet::new();
    let mut sonuc = Vec::new();
    for (i, mut o) in ornekler.into_iter().enumerate() {
        if let Some(m) = o.as_object_mut() {
            let anahtarlar: Vec<String> = m.keys().cloned().collect();
            for (j, k) in anahtarlar.iter().enumerate() {
                if (i * 31 + j * 17 + i / 7) % 7 == 3 {
                    let deger = m.remove(k).expect("a key of the map");
                    if !gecerli(&Value::Object(m.clone())) {
                        m.insert(k.clone(), deger);
                    }
                }
            }
        }
        if goruldu.insert(o.to_string()) {
            sonuc.push(o);
        }
    }
    sonuc
}

/// Whether block `b` is the lesson's model: it exports `kosum`.
pub fn model_mi(metin: &DersMetni, b: &KodBlogu) -> bool {
    (b.bas..=b.son).any(|i| metin.satir(i).contains("export function kosum"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn farklar_sayilari_ve_iki_bicimi_icerikle_karsilastirir() {
        let metin = json!({"a": 2, "b": 1.5, "kalanYazma": "x=6 y=7", "iz": ["S3: ..."]});
        let port =
            json!({"a": 2.0, "b": 1.5, "kalanYazma": {"x": 6, "y": 7}, "iz": [{"is": 2}], "c": 1});
        assert!(farklar(&metin, &port).is_empty());
        let port = json!({"a": 3, "b": 1.5, "kalanYazma": {"x": 6, "y": 8}, "iz": []});
        let f: Vec<String> = farklar(&metin, &port).into_iter().map(|f| f.0).collect();
        assert_eq!(f, ["a", "kalanYazma", "iz"]);
    }

    #[test]
    fn eksiltme_bazi_anahtarlari_atar_tekrarlari_siler() {
        let o: Vec<Value> = (0..50).map(|i| json!({"a": i % 3, "b": 1, "c": true})).collect();
        let e = eksiltilmis(o, |o| o.get("c").is_some());
        assert!(e.iter().all(|o| o.get("c").is_some()));
        assert!(e.iter().any(|o| o.as_object().unwrap().len() < 3));
        assert!(e.iter().any(|o| o.as_object().unwrap().len() == 3));
        let mut s: Vec<String> = e.iter().map(Value::to_string).collect();
        let n = s.len();
        s.sort();
        s.dedup();
        assert_eq!(s.len(), n);
    }
}
