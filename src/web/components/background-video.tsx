import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type RefObject } from "react";
import { prefersReducedMotion } from "../lib/motion";
import { PauseIcon, PlayIcon } from "./icons";

export interface BackgroundVideo {
  /** Spread on the `<video>`: muted, looping, playing by itself only for a visitor who has not asked for less motion. */
  videoProps: {
    ref: RefObject<HTMLVideoElement | null>;
    autoPlay: boolean;
    loop: true;
    muted: true;
    playsInline: true;
    onPlay: () => void;
    onPause: () => void;
  };
  playing: boolean;
  toggle: () => void;
}

/**
 * An agency's background video (the landing's hero, the full-screen sign-in). WCAG 2.2.2 (Pause, Stop, Hide): moving
 * content that starts by itself and lasts over five seconds can be paused, so the video has a pause button
 * (`BackgroundVideoToggle`), and a visitor whose system asks for reduced motion sees its poster until they press play.
 * The button follows the element's own play and pause events.
 */
export function useBackgroundVideo(): BackgroundVideo {
  const ref = useRef<HTMLVideoElement | null>(null);
  const [autoPlay] = useState(() => !prefersReducedMotion());
  // Playing once the element says so: a browser that refuses to play it leaves the button on Play.
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    // A refused play() sends no play event, so the button stays as it is.
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };
  return { videoProps: { ref, autoPlay, loop: true, muted: true, playsInline: true, onPlay: () => setPlaying(true), onPause: () => setPlaying(false) }, playing, toggle };
}

/** The pause and play button of a background video, outside the video's decorative (aria-hidden) layer. */
export function BackgroundVideoToggle({ video, className = "" }: { video: BackgroundVideo; className?: string }) {
  const { t } = useLingui();
  const Icon = video.playing ? PauseIcon : PlayIcon;
  return (
    <button
      type="button"
      onClick={video.toggle}
      aria-label={video.playing ? t`Pause the background video` : t`Play the background video`}
      className={`grid size-10 place-items-center rounded-full bg-black/55 text-white ring-1 ring-white/40 backdrop-blur-sm transition hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${className}`}
    >
      <Icon className="size-4" />
    </button>
  );
}
