//! A long search's progress on a terminal: `olc --tek-degisiklik` above the budget reruns every
//! column once per single change, which can take minutes (its cost grows with cells × columns ×
//! points, see [`ders::tek_degisiklik::TEK_DEGISIKLIK`]). When standard error is a terminal and
//! the search runs longer than half a second, a bar there says how many changes of how many were
//! tried and about how long is left, in at most 80 columns; on a terminal that draws no bar
//! (`TERM=dumb`) a plain line at each tenth. Ctrl-C stops the program as always. Nothing is
//! drawn into a pipe or a file, nor for a short search, nor in WebAssembly (the panel shows its
//! own).

use std::time::{Duration, Instant};

/// How long a search runs before its bar appears.
const GECIKME: Duration = Duration::from_millis(500);

/// The bar's line: 10 cells of bar, the changes tried of all, the time left; at most 80
/// columns with counts of up to nine digits ([`EN_GENIS`]).
#[cfg(any(test, not(target_family = "wasm")))]
const BICIM: &str = "tek değişiklik {bar:10} {pos}/{len} ~{eta_precise} kaldı (Ctrl-C durdurur)";

/// The widest the bar's line may be: an 80-column terminal's width.
pub const EN_GENIS: usize = 80;

/// The bar, drawn once the search has run half a second.
pub struct Cubuk {
    /// When the search began, if a bar may be drawn (WebAssembly has no clock to ask).
    bas: Option<Instant>,
    /// A terminal that draws no bar (`TERM=dumb`): a plain line at each tenth of the search,
    /// the last tenth written.
    duz: Option<usize>,
    #[cfg(not(target_family = "wasm"))]
    cubuk: Option<indicatif::ProgressBar>,
}

impl Cubuk {
    /// A bar for a search that was asked for (`istendi`), drawn only on a terminal.
    pub fn yeni(istendi: bool) -> Cubuk {
        use std::io::IsTerminal;
        let etkin = istendi && cfg!(not(target_family = "wasm")) && std::io::stderr().is_terminal();
        let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
        Cubuk {
            bas: etkin.then(Instant::now),
            duz: (etkin && dumb).then_some(0),
            #[cfg(not(target_family = "wasm"))]
            cubuk: None,
        }
    }

    /// `n` changes of `toplam` tried.
    pub fn ilerle(&mut self, n: usize, toplam: usize) {
        if self.bas.is_none_or(|b| b.elapsed() < GECIKME) {
            return;
        }
        if let Some(onda) = self.duz.as_mut() {
            let simdi = n * 10 / toplam.max(1);
            if simdi > *onda {
                *onda = simdi;
                eprintln!("tek değişiklik: {n}/{toplam} denendi");
            }
            return;
        }
        #[cfg(not(target_family = "wasm"))]
        {
            let c = self.cubuk.get_or_insert_with(|| {
                let bicim = indicatif::ProgressStyle::with_template(BICIM)
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
                indicatif::ProgressBar::new(toplam as u64).with_style(bicim)
            });
            c.set_length(toplam as u64);
            c.set_position(n as u64);
        }
        #[cfg(target_family = "wasm")]
        let _ = (n, toplam);
    }

    /// The search is over: the bar leaves the terminal as it found it.
    pub fn bitir(&mut self) {
        #[cfg(not(target_family = "wasm"))]
        if let Some(c) = self.cubuk.take() {
            c.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bar's line, at its widest (nine-digit counts, hours left), fits 80 columns, counted
    /// in characters.
    #[test]
    fn cubuk_80_sutuna_sigar() {
        let en_genis = BICIM
            .replace("{bar:10}", &"#".repeat(10))
            .replace("{pos}", "123456789")
            .replace("{len}", "123456789")
            .replace("{eta_precise}", "99:59:59");
        assert!(
            en_genis.chars().count() <= EN_GENIS,
            "{} karakter: {en_genis}",
            en_genis.chars().count()
        );
    }
}
