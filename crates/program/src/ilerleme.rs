//! A long search's progress on a terminal: `olc --tek-degisiklik` above the budget reruns every
//! column once per single change, which can take minutes (its cost grows with cells × columns ×
//! points, see [`ders::tek_degisiklik::TEK_DEGISIKLIK`]). When standard error is a terminal and
//! the search runs longer than half a second, a bar there says how many changes of how many were
//! tried and about how long is left; Ctrl-C stops the program as always. Nothing is drawn into
//! a pipe or a file, nor for a short search, nor in WebAssembly (the panel shows its own).

use std::time::{Duration, Instant};

/// How long a search runs before its bar appears.
const GECIKME: Duration = Duration::from_millis(500);

/// The bar, drawn once the search has run half a second.
pub struct Cubuk {
    /// When the search began, if a bar may be drawn (WebAssembly has no clock to ask).
    bas: Option<Instant>,
    #[cfg(not(target_family = "wasm"))]
    cubuk: Option<indicatif::ProgressBar>,
}

impl Cubuk {
    /// A bar for a search that was asked for (`istendi`), drawn only on a terminal.
    pub fn yeni(istendi: bool) -> Cubuk {
        use std::io::IsTerminal;
        let etkin = istendi && cfg!(not(target_family = "wasm")) && std::io::stderr().is_terminal();
        Cubuk {
            bas: etkin.then(Instant::now),
            #[cfg(not(target_family = "wasm"))]
            cubuk: None,
        }
    }

    /// `n` changes of `toplam` tried.
    pub fn ilerle(&mut self, n: usize, toplam: usize) {
        if self.bas.is_none_or(|b| b.elapsed() < GECIKME) {
            return;
        }
        #[cfg(not(target_family = "wasm"))]
        {
            let c = self.cubuk.get_or_insert_with(|| {
                let bicim = indicatif::ProgressStyle::with_template(
                    "tek değişiklik {bar:20} {pos}/{len}, kalan ~{eta_precise} (Ctrl-C durdurur)",
                )
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
