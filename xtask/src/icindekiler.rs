//! The book's chapter list (`docs/SUMMARY.md`, read by `cargo xtask kitap`'s mdBook) against
//! the pages of `docs/`: every page is a chapter exactly once, every chapter is a page.

use std::path::Path;

/// The pages `SUMMARY.md` links to, in order (`lider.md`), read from its `[title](page)` links.
fn bolumler(ozet: &str) -> Vec<String> {
    ozet.split("](")
        .skip(1)
        .filter_map(|p| p.split_once(')').map(|(hedef, _)| hedef.trim().to_string()))
        .collect()
}

/// What disagrees between `docs/SUMMARY.md` and the pages `docs/*.md` beside it, one sentence
/// per disagreement; empty when the book and the pages agree.
pub fn denetle(docs: &Path) -> std::io::Result<Vec<String>> {
    let ozet = std::fs::read_to_string(docs.join("SUMMARY.md"))?;
    let listelenen = bolumler(&ozet);
    let mut sayfalar: Vec<String> = std::fs::read_dir(docs)?
        .filter_map(|g| g.ok()?.file_name().into_string().ok())
        .filter(|ad| ad.ends_with(".md") && ad != "SUMMARY.md")
        .collect();
    sayfalar.sort();
    let mut sorunlar = Vec::new();
    for s in &sayfalar {
        match listelenen.iter().filter(|l| *l == s).count() {
            0 => sorunlar.push(format!("docs/{s} kitabın bölüm listesinde (docs/SUMMARY.md) yok")),
            1 => {}
            n => sorunlar.push(format!("docs/{s} docs/SUMMARY.md'de {n} kez listelenmiş")),
        }
    }
    for l in &listelenen {
        if !sayfalar.contains(l) {
            sorunlar
                .push(format!("docs/SUMMARY.md'deki '{l}' bölümünün sayfası docs/ altında yok"));
        }
    }
    Ok(sorunlar)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn klasor(ad: &str, dosyalar: &[(&str, &str)]) -> std::path::PathBuf {
        let k = std::env::temp_dir().join(format!("xtask-icindekiler-{ad}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&k);
        std::fs::create_dir_all(&k).unwrap();
        for (d, icerik) in dosyalar {
            std::fs::write(k.join(d), icerik).unwrap();
        }
        k
    }

    #[test]
    fn docs_ile_ayni() {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
        assert_eq!(denetle(&docs).unwrap(), Vec::<String>::new());
    }

    #[test]
    fn eksik_fazla_ve_iki_kez_listelenen_bolum() {
        let k = klasor(
            "bozuk",
            &[
                (
                    "SUMMARY.md",
                    "# Özet\n[Giriş](README.md)\n- [A](a.md)\n- [A yine](a.md)\n- [Yok](yok.md)\n",
                ),
                ("README.md", ""),
                ("a.md", ""),
                ("b.md", ""),
            ],
        );
        assert_eq!(
            denetle(&k).unwrap(),
            [
                "docs/a.md docs/SUMMARY.md'de 2 kez listelenmiş",
                "docs/b.md kitabın bölüm listesinde (docs/SUMMARY.md) yok",
                "docs/SUMMARY.md'deki 'yok.md' bölümünün sayfası docs/ altında yok",
            ]
        );
        std::fs::remove_dir_all(k).unwrap();
    }
}
